import { type Label, labelSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PUT /api/label/{uuid} with the label as it is and `archive` set (true archives, false restores). */
export async function archiveLabel({ label, archive }: { label: Label; archive: boolean }): Promise<Label> {
  return http()
    .put(`api/label/${encodeURIComponent(label.uuid)}`, {
      json: { name: label.name, color: label.color, archive },
    })
    .json(labelSchema);
}

export function useArchiveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
  });
}
