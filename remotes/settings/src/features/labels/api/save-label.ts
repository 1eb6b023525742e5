import { type Label, type LabelInput, labelSchema } from '@bc/api';
import { http } from '@bc/session';
import { ledgerKeys } from '@bc/ui/ledger';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/label, or PUT /api/label/{uuid} for an existing label. */
export async function saveLabel({ uuid, label }: { uuid: string | null; label: LabelInput }): Promise<Label> {
  const request = uuid
    ? http().put(`api/label/${encodeURIComponent(uuid)}`, { json: label })
    : http().post('api/label', { json: label });
  return request.json(labelSchema);
}

export function useSaveLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLabel,
    // Entries show labels by name and colour: they are refetched too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.labels }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.entries }),
      ]),
  });
}
