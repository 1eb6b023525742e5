import { shareWorkspaceResponseSchema, type WorkspaceMember } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workspaceKeys } from '../../../components/workspace-keys.ts';

export interface ShareInput {
  uuid: string;
  email: string;
  role: 'editor' | 'viewer';
}

/** POST /api/workspace/{uuid}/share: 404 "User not found" when no account has the e-mail. */
export async function shareWorkspace({ uuid, email, role }: ShareInput): Promise<WorkspaceMember> {
  const { user } = await http()
    .post(`api/workspace/${encodeURIComponent(uuid)}/share`, { json: { user_to_share: email, role } })
    .json(shareWorkspaceResponseSchema);
  return user;
}

export function useShareWorkspace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareWorkspace,
    onSuccess: (_member, { uuid }) => queryClient.invalidateQueries({ queryKey: workspaceKeys.detail(uuid) }),
  });
}
