import { type Budget, budgetSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessNotFound } from '../../../components/query-policy.ts';
import { budgetKeys } from './keys.ts';

/** GET /api/budget/{uuid}: the budget's settings, as the form edits them. */
export async function getBudget(uuid: string): Promise<Budget> {
  return http()
    .get(`api/budget/${encodeURIComponent(uuid)}`)
    .json(budgetSchema);
}

export const budgetQueryOptions = (uuid: string) =>
  queryOptions({
    queryKey: budgetKeys.detail(uuid),
    queryFn: () => getBudget(uuid),
    retry: retryUnlessNotFound,
  });

export function useBudget(uuid: string) {
  return useQuery(budgetQueryOptions(uuid));
}
