import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  /** The action that fills the list ("Add your first budget"), when the person can take it here. */
  children?: ReactNode;
}

/** What a list or chart shows when it has nothing to show, with the action that fills it. */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="bc-empty-state">
      <p>{message}</p>
      {children}
    </div>
  );
}
