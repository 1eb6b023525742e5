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

/** Shows placeholders while the data loads, the generic error message on failure, or the data. */
export function QueryState<T>({ query, children, skeleton }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isError) return <Alert tone="error">{t('errors.generic')}</Alert>;
  if (query.isPending || query.data === undefined) return <Loading shape={skeleton} />;
  return <>{children(query.data)}</>;
}
