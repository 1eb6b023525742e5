import { QueryClient } from '@tanstack/react-query';

/**
 * The one query cache of the page, shared by the shell and every remote, so that a write in one
 * area (an entry saved) refreshes the others (the dashboard).
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    // offlineFirst: offline, a query still asks, and the offline cache answers with the data last seen.
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
  },
});
