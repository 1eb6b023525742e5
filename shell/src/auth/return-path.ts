// Where a signed-out person was going when the app sent them to sign in (a mailed link: an invitation to a
// workspace, a budget's alert): kept for this tab while they sign in, so they arrive there, not at the
// dashboard. Only a path of the app itself, never the sign-in pages.
const KEY = 'bc.return-path';

const isAppPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/auth');

export function rememberReturnPath(path: string): void {
  if (!isAppPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the person lands on the dashboard as before.
  }
}

/** The remembered path, once: it is forgotten as it is read. */
export function takeReturnPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path !== null && isAppPath(path) ? path : null;
  } catch {
    return null;
  }
}
