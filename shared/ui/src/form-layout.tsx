import type { ReactNode } from 'react';

export interface FormLayoutProps {
  children: ReactNode;
  /** Columns on a wide screen; a phone (768 px and less) always has one. */
  columns?: 1 | 2;
  className?: string;
}

/**
 * The fields of a form laid out: one column on a phone, a grid of equal columns on a wider screen,
 * with a readable width. A `Field` with `wide`, a fieldset and the `FormActions` take a whole row.
 */
export function FormLayout({ children, columns = 2, className }: FormLayoutProps) {
  return (
    <div className={className ? `bc-form-layout ${className}` : 'bc-form-layout'} data-columns={columns}>
      {children}
    </div>
  );
}

export interface FormActionsProps {
  children: ReactNode;
  className?: string;
}

/** The row of a form's buttons, after its fields: the submit button first, as in reading order. */
export function FormActions({ children, className }: FormActionsProps) {
  return <div className={className ? `bc-form-actions ${className}` : 'bc-form-actions'}>{children}</div>;
}
