import type { RemoteName } from '@bc/api';
import { matchPath } from '@bc/router';

/**
 * The route table: which remote owns which paths under /app. The shell matches the
 * first segment; the remote's own router handles the rest of the path.
 */
export const AREA_ROUTES: ReadonlyArray<{ path: string; remote: RemoteName }> = [
  { path: 'dashboard', remote: 'stats-dashboard' },
  { path: 'stats/*', remote: 'stats-dashboard' },
  { path: 'entry/*', remote: 'entries' },
  { path: 'entries', remote: 'entries' },
  { path: 'search', remote: 'entries' },
  { path: 'planned-entries', remote: 'entries' },
  { path: 'planned_entry/*', remote: 'entries' },
  { path: 'payee', remote: 'entries' },
  { path: 'import', remote: 'entries' },
  { path: 'model/*', remote: 'entries' },
  { path: 'see_all/*', remote: 'stats-dashboard' },
  { path: 'budgets/*', remote: 'budgets-goals' },
  { path: 'goals/*', remote: 'budgets-goals' },
  { path: 'settings/*', remote: 'settings' },
];

/** The remote that owns `pathname` (a path under /app, such as `/dashboard`); null outside the areas. */
export function remoteOwning(pathname: string): RemoteName | null {
  return AREA_ROUTES.find(({ path }) => matchPath(`/${path}`, pathname))?.remote ?? null;
}
