// Workspaces and sharing; the roles (owner, member) are this project's own.
import { z } from 'zod';
import { currencySchema } from './reference-data.ts';
import { idSchema } from './wire.ts';

export const WORKSPACE_ROLES = ['owner', 'editor', 'viewer'] as const;
export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;

export const workspaceSummarySchema = z.object({
  uuid: z.string(),
  name: z.string(),
  /** The caller's role in this workspace. */
  role: workspaceRoleSchema,
  current: z.boolean(),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

export const workspaceMemberSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/**
 * GET /api/workspace/{uuid} (and the answers of create, update, activate and POST /api/user/currency): the
 * workspace with every member, the caller included, and its settings (`paymenttypeId`, spelled as the
 * original client reads it).
 */
export const workspaceDetailSchema = z.object({
  workspace: workspaceSummarySchema.extend({ users: z.array(workspaceMemberSchema) }),
  settings: z.object({
    data: z.object({ currency: currencySchema, paymenttypeId: z.number().int() }),
  }),
});
export type WorkspaceDetail = z.infer<typeof workspaceDetailSchema>;

const workspaceName = z.string().trim().min(1, 'Enter a workspace name').max(120);

/** The editable part of a workspace. */
export const workspaceInputSchema = z.object({
  name: workspaceName,
  currency: idSchema,
  payment_type: idSchema,
});
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>;

/** POST /api/workspace/create */
export const createWorkspaceRequestSchema = z.object({
  workspace: workspaceInputSchema,
  share_with: z.array(z.email()).max(50).optional(),
});

/** PUT /api/workspace/update/{uuid}: the fields at the top level (other keys are ignored). */
export const updateWorkspaceRequestSchema = workspaceInputSchema;

/** POST /api/workspace/{uuid}/share: unknown e-mail -> 404 "User not found". */
export const shareWorkspaceRequestSchema = z.object({
  // Trimmed before the format check (`z.email().trim()` would check the untrimmed text).
  user_to_share: z.string().trim().pipe(z.email().max(254)),
  role: z.enum(['editor', 'viewer']).default('editor'),
});
export const shareWorkspaceResponseSchema = z.object({ user: workspaceMemberSchema });

/** GET /api/workspace/list and /api/workspace/by-user/list: every workspace of the caller. */
export const workspaceListResponseSchema = z.array(workspaceSummarySchema);

/** POST /api/user/currency: the default currency of the request's workspace (X-WS, else the current one). */
export const userCurrencyRequestSchema = z.object({ currency: idSchema });
export type UserCurrencyRequest = z.infer<typeof userCurrencyRequestSchema>;

/** POST /api/workspace/invitation/accept: the token of an invitation's link. */
export const acceptInvitationRequestSchema = z.object({ token: z.string().min(1).max(200) });

/** The workspace joined, and with which role. */
export const invitationAcceptedSchema = z.object({
  workspace: z.object({ uuid: z.string(), name: z.string() }),
  role: workspaceRoleSchema,
});
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>;
