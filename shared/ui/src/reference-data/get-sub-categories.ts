import { type SubCategoryWithParent, subCategoryListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/categories: every sub-category (what entries store as category_id), each with its parent. */
export async function getSubCategories(): Promise<SubCategoryWithParent[]> {
  return http().get('api/categories').json(subCategoryListSchema);
}

export const subCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'sub-categories'], queryFn: getSubCategories });

export function useSubCategories() {
  return useQuery(subCategoriesQueryOptions());
}
