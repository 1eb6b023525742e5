// The one authentication check every protected route uses (REFERENCE.md "Auth and workspaces").
//   Authorization: Bearer <access token>  short-lived, signed, names the user (sub) and session (sid)
//   X-BC-Token: <session token>           signed, names the same session and the workspace it was issued
//                                         for; GET /api/auth/user-info hands it out
// A valid access token is accepted while its session is live. An expired one is renewed when a session
// token of the same live session comes with it: the request is served and the fresh token is returned in
// the response `Authorization` header. Anything else answers 401.
// Clients that have no session token yet send the literal text `undefined`: that counts as none.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../http/errors.ts';
import { requestedWorkspace } from '../workspaces/requested-workspace.ts';
import type { WorkspaceRow } from '../workspaces/workspaces-sql.ts';
import type { AccessTokens } from './access-tokens.ts';
import { findLiveSession, touchSession } from './sessions-sql.ts';

export type Authenticated = {
  userId: string;
  sessionId: string;
  /** The workspace the request's session token was issued for: calls without X-WS work there. */
  tokenWorkspaceId: string | null;
  /**
   * The caller's membership of the workspace the request will work in (X-WS, else the session token's),
   * read with the session; `row` undefined when not a member. Null when there was none to read.
   */
  membership: { workspaceId: string; row: WorkspaceRow | undefined } | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook; null on public routes. */
    auth: Authenticated | null;
  }
}

// last_used_at is for the user's "where am I signed in" view, not security: a minute's precision will do.
const TOUCH_AFTER_MS = 60_000;

const BEARER = /^Bearer[ ]+([A-Za-z0-9_.-]+)$/i;
const NO_VALUE = new Set(['', 'undefined', 'null']);

/** The session token the request carries, if any (the original client sends `undefined` before it has one). */
function presentedSessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-bc-token'];
  return typeof header === 'string' && !NO_VALUE.has(header.trim()) ? header.trim() : undefined;
}

/** The caller of a route behind the hook; throws if the route forgot the hook. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('authOf() on a route without the authenticate hook');
  return request.auth;
}

export type AuthenticateOptions = {
  /**
   * For the calls that hand out session tokens (user-info, finalize): the bearer alone authenticates, and a
   * session token that does not match is ignored rather than refused (the client may still hold a stale one).
   */
  bearerOnly?: boolean;
};

export function createAuthenticate(
  db: Database,
  tokens: AccessTokens,
  { bearerOnly = false }: AuthenticateOptions = {},
): onRequestAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw unauthenticated('Sign in to continue');
    const verified = await tokens.verify(bearer);
    if (verified.status === 'invalid') throw unauthenticated('The access token is not valid; sign in again');

    const presented = presentedSessionToken(request);
    const claims = presented === undefined ? undefined : await tokens.verifySession(presented);
    const matches = claims?.sessionId === verified.sessionId && claims.userId === verified.userId;
    const workspaceId = requestedWorkspace(request) || (matches ? (claims?.workspaceId ?? '') : '');
    const session = await findLiveSession(db, verified.sessionId, workspaceId || null);
    if (!session || session.user_id !== verified.userId) {
      throw unauthenticated('Your session has ended; sign in again');
    }
    // Two credentials that name different sessions are a client bug or a stolen token: trust neither.
    if (presented !== undefined && !matches && !bearerOnly) {
      throw unauthenticated('The session token does not match; sign in again');
    }
    if (verified.status === 'expired') {
      if (!matches) throw unauthenticated('The access token has expired; sign in again');
      const fresh = await tokens.sign({ userId: session.user_id, sessionId: session.id });
      reply.header('authorization', `Bearer ${fresh}`);
    }
    if (Date.now() - session.last_used_at.getTime() > TOUCH_AFTER_MS) await touchSession(db, session.id);
    request.auth = {
      userId: session.user_id,
      sessionId: session.id,
      tokenWorkspaceId: matches ? (claims?.workspaceId ?? null) : null,
      membership: workspaceId ? { workspaceId, row: session.membership } : null,
    };
  };
}
