import { type InvitationAccepted, invitationAcceptedSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWorkspaces } from '../../../components/workspace-keys.ts';

/**
 * POST /api/workspace/invitation/accept: the invitation mailed to the members of an imported workspace file
 * (its link is /app/settings/workspace?invitation=<token>). 404 for an unknown or expired one, 403 when the
 * signed-in person's e-mail is not the invited one.
 */
export async function acceptInvitation(token: string): Promise<InvitationAccepted> {
  return http().post('api/workspace/invitation/accept', { json: { token } }).json(invitationAcceptedSchema);
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: () => refreshWorkspaces(queryClient),
  });
}
