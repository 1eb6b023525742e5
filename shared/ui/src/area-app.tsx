import { type NamespaceResources, registerNamespace } from '@bc/i18n';
import { HistoryRouter } from '@bc/router';
import { sharedHistory } from '@bc/session';
import type { ReactNode } from 'react';
import { AreaRoot } from './area-root.tsx';

/** The props the shell gives every remote's area (through the module federation bridge). */
export interface AreaAppProps {
  basename: string;
  onCrash?: (error: Error) => void;
}

export interface AreaDefinition {
  /** The area's i18n namespace and its strings in every language. */
  namespace: string;
  resources: NamespaceResources;
  /** The area's `<Routes>`, with paths relative to the basename. */
  routes: ReactNode;
  /** Other namespaces the area's pages read (e.g. `reference`), registered with its own. */
  extraNamespaces?: Record<string, NamespaceResources>;
}

/** Makes the strings of an area available: its own namespace and any extra ones it uses. */
export function registerAreaNamespaces(area: Omit<AreaDefinition, 'routes'>): void {
  registerNamespace(area.namespace, area.resources);
  for (const [namespace, resources] of Object.entries(area.extraNamespaces ?? {})) {
    registerNamespace(namespace, resources);
  }
}

/**
 * A remote's whole area as a React root: the shared providers, and a router over the page's
 * shared history so the shell and the area always agree on the URL.
 */
export function AreaApp({ basename, onCrash, area }: AreaAppProps & { area: AreaDefinition }) {
  registerAreaNamespaces(area);
  return (
    <AreaRoot onCrash={onCrash}>
      <HistoryRouter history={sharedHistory()} basename={basename}>
        {area.routes}
      </HistoryRouter>
    </AreaRoot>
  );
}
