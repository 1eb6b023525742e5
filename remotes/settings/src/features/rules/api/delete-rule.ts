import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** DELETE /api/rules/{id}: the entries it filed keep what it gave them. */
export async function deleteRule(id: number): Promise<void> {
  await http().delete(`api/rules/${id}`);
}

export function useDeleteRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRule,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: ruleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: ruleKeys.list() });
    },
  });
}
