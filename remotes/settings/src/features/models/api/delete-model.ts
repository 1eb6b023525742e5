import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { modelKeys } from './keys.ts';

/** DELETE /api/entry/model/{uuid} */
export async function deleteModel(uuid: string): Promise<void> {
  await http().delete(`api/entry/model/${encodeURIComponent(uuid)}`);
}

export function useDeleteModel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelKeys.all }),
  });
}
