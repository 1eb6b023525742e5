import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { plannedKeys } from './planned-keys.ts';

/** DELETE /api/entry/planned/{uuid}: the plan stops; the entries it already wrote stay. */
export async function deletePlannedEntry(uuid: string): Promise<void> {
  await http().delete(`api/entry/planned/${encodeURIComponent(uuid)}`);
}

export function useDeletePlannedEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlannedEntry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannedKeys.all }),
  });
}
