import { queryClient, useCurrentWorkspace, useOnline } from '@bc/session';
import { prefetchEntryFormData } from '@bc/ui/ledger';
import { useEffect } from 'react';
import { areaModule } from '../remotes/area-modules.ts';

/** How long the page may stay busy before the offline copies are fetched anyway. */
const IDLE_TIMEOUT_MS = 4000;

/** Runs `work` once the browser is idle (within IDLE_TIMEOUT_MS); answers a way to call it off. */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, IDLE_TIMEOUT_MS / 2);
  return () => clearTimeout(timer);
}

/**
 * Signed in and online, in each workspace: the entries area's code and every list its forms read are fetched
 * once the page is idle, so the service worker and the offline cache hold them. A person who signs in on a
 * new phone and goes underground can then add an expense, though no form was ever opened online. Fetched
 * after the page's own calls, never ahead of them.
 */
export function useKeepEntryFormsOffline(): void {
  const online = useOnline();
  const workspace = useCurrentWorkspace();
  useEffect(() => {
    if (!online || !workspace) return;
    return whenIdle(() => {
      void areaModule('entries')().catch(() => {});
      void prefetchEntryFormData(queryClient);
    });
  }, [online, workspace]);
}
