import { type WorkspaceDetail, type WorkspaceInput, workspaceDetailSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWorkspaces } from '../../../components/workspace-keys.ts';

/**
 * POST /api/workspace/create: the new workspace as GET /api/workspace/{uuid} reads it. Sharing is done
 * after, one person at a time with a role.
 */
export async function createWorkspace(workspace: WorkspaceInput): Promise<WorkspaceDetail> {
  return http().post('api/workspace/create', { json: { workspace } }).json(workspaceDetailSchema);
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: () => refreshWorkspaces(queryClient),
  });
}
