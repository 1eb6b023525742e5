import type { CategoryUse } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ledgerKeys } from './keys.ts';

/** GET /api/categories/most-used: the sub-categories of the workspace's last year, most used first. */
export async function getCategoryUse(): Promise<CategoryUse[]> {
  const { categoryUseListSchema } = await import('@bc/api');
  return http().get('api/categories/most-used').json(categoryUseListSchema);
}

export const categoryUseQueryOptions = () =>
  queryOptions({ queryKey: ledgerKeys.categoryUse, queryFn: getCategoryUse });

export function useCategoryUse() {
  return useQuery(categoryUseQueryOptions());
}
