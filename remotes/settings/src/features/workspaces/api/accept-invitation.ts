import { workspaceImportResponseSchema, workspaceRoleSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshWorkspaces } from './keys.ts';

// The answer of the accept call, built from the contract's pieces (the workspace as the import names it, a
// role); it belongs in @bc/api beside the route's own schema once the server declares one.
const invitationAcceptedSchema = workspaceImportResponseSchema
  .pick({ workspace: true })
  .extend({ role: workspaceRoleSchema });

export type InvitationAccepted = ReturnType<typeof invitationAcceptedSchema.parse>;

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
