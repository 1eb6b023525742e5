import { type SubCategoryWithParent, subCategoryListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/categories-subcategories: every sub-category (what entries store) with its parent. */
export async function getSubCategories(): Promise<SubCategoryWithParent[]> {
  const { data } = await http().get('api/categories-subcategories').json(subCategoryListSchema);
  return data;
}

export const subCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'categories-subcategories'], queryFn: getSubCategories });

export function useSubCategories() {
  return useQuery(subCategoriesQueryOptions());
}
