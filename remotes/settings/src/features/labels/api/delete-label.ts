import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/label/{uuid}: the label leaves the entries that had it. */
export async function deleteLabel(uuid: string): Promise<void> {
  await http().delete(`api/label/${encodeURIComponent(uuid)}`);
}

export function useDeleteLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLabel,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
      ]),
  });
}
