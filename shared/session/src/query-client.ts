import { QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from './http.ts';
import { connectOfflineQueue } from './offline-queue/index.ts';

/**
 * The one query cache of the page, shared by the shell and every remote, so that a write in one
 * area (an entry saved) refreshes the others (the dashboard). It connects itself to what it depends on
 * (http.ts does not import it): a page without queries, the login page's own build, carries no cache.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: offline, a query still asks, and the offline cache answers with the data last seen.
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
});

// Writes sent later from the offline queue change what the server answers: every query asks again.
connectOfflineQueue({ onSent: () => void queryClient.invalidateQueries() });

// Nothing cached for one person survives their session (logout, a revoked session, a deleted account).
onSessionEnd(() => queryClient.clear());
