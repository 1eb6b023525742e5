import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetKeys } from './keys.ts';

/** DELETE /api/budget/{uuid}. */
export async function deleteBudget(uuid: string): Promise<void> {
  await http().delete(`api/budget/${encodeURIComponent(uuid)}`);
}

export function useDeleteBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBudget,
    // The deleted budget's own queries are dropped, not refetched into a 404.
    onSuccess: (_answer, uuid) => {
      queryClient.removeQueries({ queryKey: budgetKeys.detail(uuid) });
      return queryClient.invalidateQueries({ queryKey: budgetKeys.statsList() });
    },
  });
}
