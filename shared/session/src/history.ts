import { createBrowserHistory, type HistoryRouterProps } from '@bc/router';

export type SharedHistory = HistoryRouterProps['history'];
type Listener = Parameters<SharedHistory['listen']>[0];

/**
 * A browser history that any number of routers may listen to. The shell and each remote run their
 * own router (separate React roots) over the same URL; react-router's history accepts a single
 * listener, so this fans one subscription out to all of them. A remote's `<Link>` to another area
 * therefore moves the shell too, and the shell's sidebar moves the remote.
 */
export function createSharedHistory(): SharedHistory {
  const inner = createBrowserHistory({ v5Compat: true });
  const listeners = new Set<Listener>();
  let unsubscribe: (() => void) | null = null;
  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    push: (to, state) => inner.push(to, state),
    replace: (to, state) => inner.replace(to, state),
    go: (delta) => inner.go(delta),
    listen(listener) {
      listeners.add(listener);
      unsubscribe ??= inner.listen((update) => {
        for (const each of [...listeners]) each(update);
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe();
          unsubscribe = null;
        }
      };
    },
  };
}

let appHistory: SharedHistory | null = null;

/** The history every router of the page shares (created on first use, in the browser only). */
export function sharedHistory(): SharedHistory {
  appHistory ??= createSharedHistory();
  return appHistory;
}
