import type { ReactNode } from 'react';

export interface EmptyStateProps {
  message: string;
  children?: ReactNode;
}

/** What a list or chart shows when it has nothing to show. */
export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="bc-empty-state">
      <p>{message}</p>
      {children}
    </div>
  );
}
