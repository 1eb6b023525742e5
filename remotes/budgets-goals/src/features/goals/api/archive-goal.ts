import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalKeys } from './keys.ts';

/** DELETE /api/goals/{uuid}: the goal is archived and leaves the list; its entries stay. */
export async function archiveGoal(uuid: string): Promise<void> {
  await http().delete(`api/goals/${encodeURIComponent(uuid)}`);
}

export function useArchiveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveGoal,
    // The archived goal's details are dropped, not refetched.
    onSuccess: (_answer, uuid) => {
      queryClient.removeQueries({ queryKey: goalKeys.detail(uuid) });
      return queryClient.invalidateQueries({ queryKey: goalKeys.list() });
    },
  });
}
