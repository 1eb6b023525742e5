import { NavLink } from '@bc/router';
import type { ReactNode } from 'react';

export interface HeaderMenuItem {
  label: string;
  to: string;
}

export interface PageHeaderProps {
  title: string;
  /** The header menu of the page (Add / Show / Search, ...), as links. */
  menu?: HeaderMenuItem[];
  children?: ReactNode;
}

export function PageHeader({ title, menu = [], children }: PageHeaderProps) {
  return (
    <header className="bc-page-header">
      <h1>{title}</h1>
      {menu.length > 0 && (
        <nav className="bc-page-menu" aria-label={title}>
          {menu.map((item) => (
            <NavLink key={item.to} to={item.to} className="bc-button" end>
              {item.label}
            </NavLink>
          ))}
        </nav>
      )}
      {children}
    </header>
  );
}
