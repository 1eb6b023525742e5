import { activityPageSchema, activityQuerySchema, uuidParamsSchema } from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../auth/authenticate.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { forbidden } from '../http/errors.ts';
import { workspaceNotFound } from '../workspaces/workspace-service.ts';
import { findMemberWorkspace } from '../workspaces/workspaces-sql.ts';
import { readActivity } from './activity-service.ts';

/** Issue 27 "Who changed what": the workspace's record, for its owners and editors. */
export const activityRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db }) => {
  app.get(
    '/workspace/:uuid/activity',
    {
      schema: {
        tags: ['workspaces'],
        summary: 'Who changed what in the workspace, newest first (owners and editors; viewers get 403)',
        description:
          '`member` (a member uuid), `kind`, `object` (one thing, with `kind`) and `from`/`to` (days, UTC) filter.',
        params: uuidParamsSchema,
        querystring: activityQuerySchema,
        response: { 200: activityPageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const member = await findMemberWorkspace(db, authOf(request).userId, request.params.uuid);
      if (!member) throw workspaceNotFound();
      if (member.role === 'viewer') throw forbidden('Only owners and editors see who changed what');
      return readActivity(db, member.id, request.query);
    },
  );
};
