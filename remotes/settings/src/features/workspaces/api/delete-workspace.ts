import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../../components/workspace-keys.ts';

/** DELETE /api/workspace/{uuid}: the workspace and all its data (owner only). */
export async function deleteWorkspace(uuid: string): Promise<void> {
  await http().delete(`api/workspace/${encodeURIComponent(uuid)}`);
}

export function useDeleteWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWorkspace,
    onSuccess: (_result, uuid) => {
      queryClient.removeQueries({ queryKey: workspaceKeys.detail(uuid) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.list() }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.userInfo }),
      ]);
    },
  });
}
