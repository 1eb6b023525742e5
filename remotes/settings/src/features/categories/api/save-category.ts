import { type CustomCategoryInput, type SubCategoryWithParent, subCategoryWithParentSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { categoriesQueryOptions, subCategoriesQueryOptions } from '@bc/ui/reference-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * POST /api/categories (a new custom sub-category) or PUT /api/categories/{id}: the sub-category with its
 * parent. Both lists change: the parents with their sub-categories and the flat one.
 */
export async function saveCategory({
  id,
  category,
}: {
  id: number | null;
  category: CustomCategoryInput;
}): Promise<SubCategoryWithParent> {
  const request = id
    ? http().put(`api/categories/${id}`, { json: category })
    : http().post('api/categories', { json: category });
  return request.json(subCategoryWithParentSchema);
}

/**
 * Saved, both category lists are read again, and so are the entries (they show the sub-category by its name)
 * and the stats (under the wallets key): a sub-category left out of the stats, or counted again, changes
 * every figure its entries were in. Without them the top strip kept counting an excluded sub-category's
 * entries until the page was reloaded.
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: categoriesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: subCategoriesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.wallets }),
      ]),
  });
}
