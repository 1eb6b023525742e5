import { type CustomCategoryInput, subCategoryResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { categoriesQueryOptions, subCategoriesQueryOptions } from '@bc/ui/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/categories (a new custom sub-category) or PUT /api/categories/{id}. */
export async function saveCategory({ id, category }: { id: number | null; category: CustomCategoryInput }) {
  const request = id
    ? http().put(`api/categories/${id}`, { json: category })
    : http().post('api/categories', { json: category });
  const { data } = await request.json(subCategoryResponseSchema);
  return data;
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: subCategoriesQueryOptions().queryKey }),
      ]),
  });
}
