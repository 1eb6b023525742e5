import type { WorkspaceInput } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { workspaceKeys } from './keys.ts';

// Only the uuid of the new workspace matters here (to share it right after creating it).
const createdSchema = z.object({ data: z.object({ uuid: z.string() }).loose() });

/** POST /api/workspace/create; sharing is done after, one person at a time with a role. */
export async function createWorkspace(workspace: WorkspaceInput): Promise<{ uuid: string }> {
  const { data } = await http().post('api/workspace/create', { json: { workspace } }).json(createdSchema);
  return data;
}

export function useCreateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWorkspace,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
        queryClient.invalidateQueries({ queryKey: workspaceKeys.userInfo }),
      ]),
  });
}
