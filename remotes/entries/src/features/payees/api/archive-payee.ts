import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payeeKeys } from '../../../components/payees/payee-keys.ts';

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
