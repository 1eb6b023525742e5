import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from './alert.tsx';
import { Loading } from './loading.tsx';

/** What a react-query result tells a screen: enough to show loading, failure or the data. */
export interface QueryResultLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
}

export interface QueryStateProps<T> {
  query: QueryResultLike<T>;
  children: (data: T) => ReactNode;
}

/** Shows a loading state, the generic error message (SPEC §8) on failure, or the data. */
export function QueryState<T>({ query, children }: QueryStateProps<T>) {
  const { t } = useTranslation('common');
  if (query.isError) return <Alert tone="error">{t('errors.generic')}</Alert>;
  if (query.isPending || query.data === undefined) return <Loading />;
  return <>{children(query.data)}</>;
}
