import { http } from '@bc/session';
import { payeeKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** DELETE /api/debt/{uuid}: the payee is archived, its entries stay. */
export async function archivePayee(uuid: string): Promise<void> {
  await http().delete(`api/debt/${encodeURIComponent(uuid)}`);
}

export function useArchivePayee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archivePayee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payeeKeys.all }),
  });
}
