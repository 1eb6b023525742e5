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

/**
 * The budget, read while `enabled`: its page stops reading it once it is being deleted, or the removal of
 * its cached answer would have it asked for again, answered 404, and the page would leave as for a budget
 * never found instead of saying it was deleted.
 */
export function useBudget(uuid: string, enabled = true) {
  return useQuery({ ...budgetQueryOptions(uuid), enabled });
}
