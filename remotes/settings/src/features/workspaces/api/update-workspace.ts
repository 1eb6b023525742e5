import type { WorkspaceInput } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWorkspaces } from '../../../components/workspace-keys.ts';

/** PUT /api/workspace/update/{uuid}: name, default currency and payment type, flat (owner only). */
export async function updateWorkspace({ uuid, data }: { uuid: string; data: WorkspaceInput }): Promise<void> {
  await http().put(`api/workspace/update/${encodeURIComponent(uuid)}`, { json: data });
}

export function useUpdateWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWorkspace,
    onSuccess: () => refreshWorkspaces(queryClient),
  });
}
