import { useOnline } from '@bc/session';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Loading, type SkeletonShape } from './loading.tsx';

/** What a react-query result tells a screen: enough to show loading, failure or the data. */
export interface QueryResultLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface QueryStateProps<T> {
  query: QueryResultLike<T>;
  children: (data: T) => ReactNode;
  /** The shape of the placeholders shown while it loads: rows unless the data shows as cards. */
  skeleton?: SkeletonShape;
}

/**
 * What a failed load says: offline, that this data was never kept for offline use (it loads once back
 * online), not a generic error; online, the generic error.
 */
export function useQueryFailureText(): string {
  const { t } = useTranslation('common');
  return t(useOnline() ? 'errors.generic' : 'errors.notKeptOffline');
}

/** Shows placeholders while the data loads, what went wrong on failure, or the data. */
export function QueryState<T>({ query, children, skeleton }: QueryStateProps<T>) {
  const failure = useQueryFailureText();
  if (query.isError) return <Alert tone="error">{failure}</Alert>;
  if (query.isPending || query.data === undefined) return <Loading shape={skeleton} />;
  return <>{children(query.data)}</>;
}
