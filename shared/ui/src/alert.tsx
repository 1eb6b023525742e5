import type { ReactNode } from 'react';

export type AlertTone = 'success' | 'error' | 'warning' | 'info';

export interface AlertProps {
  tone: AlertTone;
  children: ReactNode;
}

export function Alert({ tone, children }: AlertProps) {
  return (
    <div className={`bc-alert bc-alert-${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
