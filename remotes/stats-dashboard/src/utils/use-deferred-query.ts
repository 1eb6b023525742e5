import type { QueryResultLike } from '@bc/ui';
import { useDeferredValue } from 'react';

/**
 * `query` with its answer shown at React's deferred priority: a long table below the charts (a million-entry
 * workspace's monthly table holds some 800 amounts) renders in a pass React may interrupt, so that the charts
 * above it, and their code arriving, are not held back by it.
 */
export function useDeferredQuery<T>(query: QueryResultLike<T>): QueryResultLike<T> {
  const data = useDeferredValue(query.data);
  return { data, isPending: query.isPending || data === undefined, isError: query.isError };
}
