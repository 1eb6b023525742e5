// Where a person is signed in: their live sessions, signing one or all others out, and changing the
// password (which signs the others out too).
import {
  changePasswordRequestSchema,
  messageResponseSchema,
  type SessionSummary,
  sessionsResponseSchema,
  signedOutResponseSchema,
} from '@bc/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import type { ApiContext } from '../http/context.ts';
import { errorResponses } from '../http/error-responses.ts';
import { notFound } from '../http/errors.ts';
import { changePassword } from './account-service.ts';
import { type Authenticated, authOf } from './authenticate.ts';
import { describeDevice, deviceOf } from './devices.ts';
import { listLiveSessions, revokeOtherSessions, revokeOwnSession } from './sessions-sql.ts';

const tags = ['auth'];

export async function listSessions(db: Database, auth: Authenticated): Promise<SessionSummary[]> {
  const rows = await listLiveSessions(db, auth.userId, auth.sessionId);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === auth.sessionId,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_used_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    device: describeDevice(row.user_agent),
  }));
}

/** Registered behind the authenticate hook. */
export const deviceSessionRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, ctx) => {
  const { db, accounts, rateLimiter } = ctx;

  app.get(
    '/auth/sessions',
    {
      schema: {
        tags,
        summary: "The caller's live sessions: where they are signed in",
        description:
          'Sessions neither signed out nor expired, this one first (`current`), then the most recently seen. ' +
          '`device` names the browser and system the user agent gives.',
        response: { 200: sessionsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => listSessions(db, authOf(request)),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      schema: {
        tags,
        summary: 'Sign one of the caller’s sessions out (this one too, like GET /api/auth/logout)',
        description: "Its next request answers 401. Another person's session, or an ended one, is not found.",
        params: z.object({ id: z.string().max(64) }),
        response: { 200: messageResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      if (!(await revokeOwnSession(db, authOf(request).userId, request.params.id))) {
        throw notFound('Session not found');
      }
      return { message: 'The device is signed out.' };
    },
  );

  app.delete(
    '/auth/sessions',
    {
      schema: {
        tags,
        summary: 'Sign out every session of the caller but this one',
        response: { 200: signedOutResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return { signed_out: await revokeOtherSessions(db, auth.userId, auth.sessionId) };
    },
  );

  app.put(
    '/auth/password',
    {
      schema: {
        tags,
        summary: 'Change the password: signs out every other session and mails the person',
        description:
          'The current password is checked (a wrong one answers 422 on `current_password`). This session ' +
          'stays signed in; every other one answers 401 from now on.',
        body: changePasswordRequestSchema,
        response: { 200: messageResponseSchema, ...errorResponses(401, 422, 429) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await rateLimiter.hit('password_change', request, auth.userId);
      return { message: await changePassword(accounts, auth, request.body, deviceOf(request)) };
    },
  );
};
