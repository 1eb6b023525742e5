import { type Label, labelResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/label/archive/{uuid} or PATCH /api/label/restore/{uuid}. */
export async function archiveLabel({ uuid, archived }: { uuid: string; archived: boolean }): Promise<Label> {
  const { data } = await http()
    .patch(`api/label/${archived ? 'archive' : 'restore'}/${encodeURIComponent(uuid)}`)
    .json(labelResponseSchema);
  return data;
}

export function useArchiveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
  });
}
