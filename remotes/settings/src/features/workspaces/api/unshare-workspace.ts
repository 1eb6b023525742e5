import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../../components/workspace-keys.ts';

/** DELETE /api/workspace/{uuid}/unshare/{userUuid}: removes a person from the workspace. */
export async function unshareWorkspace({
  uuid,
  userUuid,
}: {
  uuid: string;
  userUuid: string;
}): Promise<void> {
  await http().delete(`api/workspace/${encodeURIComponent(uuid)}/unshare/${encodeURIComponent(userUuid)}`);
}

export function useUnshareWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unshareWorkspace,
    onSettled: (_result, _error, { uuid }) =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(uuid) }),
  });
}
