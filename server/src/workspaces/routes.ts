import {
  acceptInvitationRequestSchema,
  createWorkspaceRequestSchema,
  invitationAcceptedSchema,
  messageResponseSchema,
  shareWorkspaceRequestSchema,
  shareWorkspaceResponseSchema,
  updateWorkspaceRequestSchema,
  userCurrencyRequestSchema,
  uuidParamsSchema,
  workspaceDetailSchema,
  workspaceListResponseSchema,
} from '@bc/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../auth/authenticate.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { acceptInvitation } from './invitations.ts';
import { requireWriter, workspaceOf } from './workspace-guard.ts';
import {
  activateWorkspace,
  createWorkspace,
  deleteWorkspace,
  getWorkspace,
  listWorkspaces,
  setWorkspaceCurrency,
  shareWorkspace,
  unshareWorkspace,
  updateWorkspace,
} from './workspace-service.ts';

const tags = ['workspaces'];
// Any string: a malformed uuid is "not one of yours" (404), like an unknown one.

/** Routes of a signed-in user: registered behind the authenticate hook. */
export const workspaceRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, workspaceScope }) => {
  const listSchema = {
    tags,
    summary: "The caller's workspaces with their role, the current one first",
    response: { 200: workspaceListResponseSchema, ...errorResponses(401) },
  };
  app.get('/workspace/list', { schema: listSchema }, async (request) =>
    listWorkspaces(db, authOf(request).userId),
  );
  app.get('/workspace/by-user/list', { schema: listSchema }, async (request) =>
    listWorkspaces(db, authOf(request).userId),
  );

  app.post(
    '/workspace/create',
    {
      schema: {
        tags,
        summary: 'Create a workspace owned by the caller; share_with e-mails without an account are ignored',
        body: createWorkspaceRequestSchema,
        response: { 201: workspaceDetailSchema, ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      const { workspace, share_with } = request.body;
      const created = await createWorkspace(db, authOf(request).userId, workspace, share_with);
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/workspace/activate/:uuid',
    {
      schema: {
        tags,
        summary: "Make this the caller's current workspace",
        params: uuidParamsSchema,
        response: { 200: workspaceDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => activateWorkspace(db, authOf(request).userId, request.params.uuid),
  );

  app.post(
    '/workspace/invitation/accept',
    {
      schema: {
        tags,
        summary:
          "Join a workspace one was invited to by e-mail (the link's token), signed in with the invited address",
        body: acceptInvitationRequestSchema,
        response: { 200: invitationAcceptedSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => acceptInvitation(db, authOf(request).userId, request.body.token),
  );

  app.post(
    '/workspace/:uuid/share',
    {
      schema: {
        tags,
        summary: 'Give a registered user access (owner only); unknown e-mail: 404 "User not found"',
        params: uuidParamsSchema,
        body: shareWorkspaceRequestSchema,
        response: { 201: shareWorkspaceResponseSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const user = await shareWorkspace(db, authOf(request).userId, request.params.uuid, {
        email: request.body.user_to_share,
        role: request.body.role,
      });
      return reply.code(201).send({ user });
    },
  );

  app.delete(
    '/workspace/:uuid/unshare/:userUuid',
    {
      schema: {
        tags,
        summary: "Remove a member's access (owner only; the owner cannot be removed)",
        params: uuidParamsSchema.extend({ userUuid: z.string() }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await unshareWorkspace(db, authOf(request).userId, request.params.uuid, request.params.userUuid);
      return { message: 'The user no longer has access to the workspace.' };
    },
  );

  app.put(
    '/workspace/update/:uuid',
    {
      schema: {
        tags,
        summary: 'Rename the workspace and change its settings (owner only); other keys are ignored',
        params: uuidParamsSchema,
        body: updateWorkspaceRequestSchema,
        response: { 200: workspaceDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => updateWorkspace(db, authOf(request).userId, request.params.uuid, request.body),
  );

  const deleteSchema = {
    tags,
    summary: 'Delete the workspace and everything in it (owner only)',
    description:
      'Members who had it as their current workspace get another of theirs activated. ' +
      'DELETE /api/workspace/delete/{uuid} does the same.',
    params: uuidParamsSchema,
    response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
  };
  const removeWorkspace = async (request: FastifyRequest<{ Params: { uuid: string } }>) => {
    await deleteWorkspace(db, authOf(request).userId, request.params.uuid);
    return { message: 'The workspace has been deleted.' };
  };
  app.delete('/workspace/:uuid', { schema: deleteSchema }, removeWorkspace);
  app.delete('/workspace/delete/:uuid', { schema: deleteSchema }, removeWorkspace);

  app.get(
    '/workspace/:uuid',
    {
      schema: {
        tags,
        summary: 'One workspace with its settings and the people it is shared with (the caller excluded)',
        params: uuidParamsSchema,
        response: { 200: workspaceDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getWorkspace(db, authOf(request).userId, request.params.uuid),
  );

  // Workspace-scoped: the workspace comes from X-WS (else the caller's current one) through the guard.
  const userTags = ['user settings'];
  app.get(
    '/user/settings',
    {
      onRequest: [workspaceScope],
      schema: {
        tags: userTags,
        summary: 'The settings of the workspace in X-WS (else the current one)',
        response: { 200: workspaceDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getWorkspace(db, authOf(request).userId, workspaceOf(request).workspaceId),
  );

  app.post(
    '/user/currency',
    {
      onRequest: [workspaceScope, requireWriter],
      schema: {
        tags: userTags,
        summary: 'Set the default currency of the workspace in X-WS (else the current one); not for viewers',
        body: userCurrencyRequestSchema,
        response: { 200: workspaceDetailSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) =>
      setWorkspaceCurrency(
        db,
        authOf(request).userId,
        workspaceOf(request).workspaceId,
        request.body.currency,
      ),
  );
};
