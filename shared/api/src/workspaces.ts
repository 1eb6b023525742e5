// Workspaces and sharing (SPEC §7 "Workspaces"; roles are this project's: REFERENCE.md).
import { z } from 'zod';

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

export const workspaceSettingsSchema = z.object({
  currency_id: z.number().int().nullable(),
  payment_type_id: z.number().int().nullable(),
});
export type WorkspaceSettings = z.infer<typeof workspaceSettingsSchema>;

export const workspaceMemberSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  role: workspaceRoleSchema,
});
export type WorkspaceMember = z.infer<typeof workspaceMemberSchema>;

/** A workspace with its settings and the people it is shared with (the caller excluded). */
export const workspaceWithSettingsSchema = workspaceSummarySchema.extend({
  settings: workspaceSettingsSchema,
  shared_with: z.array(workspaceMemberSchema),
});
export type WorkspaceDetail = z.infer<typeof workspaceWithSettingsSchema>;

const workspaceName = z.string().trim().min(1, 'Enter a workspace name').max(120);

/** The editable part of a workspace. */
export const workspaceInputSchema = z.object({
  name: workspaceName,
  currency: z.number().int().positive(),
  payment_type: z.number().int().positive(),
});
export type WorkspaceInput = z.infer<typeof workspaceInputSchema>;

/** POST /api/workspace/create */
export const createWorkspaceRequestSchema = z.object({
  workspace: workspaceInputSchema,
  share_with: z.array(z.email()).max(50).optional(),
});

/** PUT /api/workspace/update/{uuid} */
export const updateWorkspaceRequestSchema = z.object({ data: workspaceInputSchema });

/** POST /api/workspace/{uuid}/share: unknown e-mail -> 404 "User not found". */
export const shareWorkspaceRequestSchema = z.object({
  // Trimmed before the format check (`z.email().trim()` would check the untrimmed text).
  user_to_share: z.string().trim().pipe(z.email().max(254)),
  role: z.enum(['editor', 'viewer']).default('editor'),
});
export const shareWorkspaceResponseSchema = z.object({ data: z.object({ user: workspaceMemberSchema }) });

export const workspaceListResponseSchema = z.object({ data: z.array(workspaceSummarySchema) });
export const workspaceDetailResponseSchema = z.object({ data: workspaceWithSettingsSchema });

/**
 * POST /api/user/currency: the default currency of the request's workspace (X-WS, else the current one).
 * It and GET /api/user/settings answer workspaceDetailResponseSchema.
 */
export const userCurrencyRequestSchema = z.object({ currency: z.number().int().positive() });
export type UserCurrencyRequest = z.infer<typeof userCurrencyRequestSchema>;
