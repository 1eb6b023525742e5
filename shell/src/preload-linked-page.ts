import { queryClient } from '@bc/session';
import { userInfoQueryOptions } from '@bc/ui/account';
import { remoteOwning } from './area-routes.ts';
import { isSignedIn } from './auth/session.ts';
import { pageModules } from './page-modules.ts';
import { APP_BASENAME } from './paths.ts';
import { areaModule } from './remotes/area-modules.ts';

/**
 * A cold open of a signed-in page (a bookmark of the dashboard, a reload) would otherwise wait for one thing
 * after another: the guard's chunk, the user's info it asks for, the layout's chunk, the chunk that mounts an
 * area, then the area's code. All
 * start here, beside each other, while the shell renders: the area's code always (most of what a cold open
 * waits for), the rest only when a session is stored (and the page's data once the area's code is in), so a
 * visitor's login page loads none of it. A failure
 * here is not reported twice: the page's own load shows it.
 */
export function preloadLinkedPage(pathname = window.location.pathname): void {
  if (!pathname.startsWith(APP_BASENAME)) return;
  const path = pathname.slice(APP_BASENAME.length) || '/';
  const remote = remoteOwning(path);
  if (!remote) return;
  const ignore = () => {};
  const area = areaModule(remote)();
  void area.catch(ignore);
  if (!isSignedIn()) return;
  // Asked here rather than by the guard's module, which waits for the schema library.
  void queryClient.prefetchQuery(userInfoQueryOptions());
  // The page's own calls, as soon as the area's code is in: answered while the shell and the area render.
  void area.then((module) => module.prefetchPage?.(path)).catch(ignore);
  void pageModules.requireSession().catch(ignore);
  void pageModules.adminLayout().catch(ignore);
  void pageModules.remoteArea().catch(ignore);
}
