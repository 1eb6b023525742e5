import { type Category, categoryListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/categories-subcategories: the parent categories, each with its sub-categories. */
export async function getCategories(): Promise<Category[]> {
  return http().get('api/categories-subcategories').json(categoryListSchema);
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'categories'], queryFn: getCategories });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
