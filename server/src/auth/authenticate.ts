// The one authentication check every protected route uses (REFERENCE.md "Auth and workspaces").
//   Authorization: Bearer <access token>  short-lived, signed, names the user (sub) and session (sid)
//   X-BC-Token: <session token>           opaque, its SHA-256 stored in `sessions`, revocable
// A valid access token is accepted while its session is live. An expired one is renewed when the
// X-BC-Token of the same live session comes with it: the request is served and the fresh token is
// returned in the response `Authorization` header. Anything else answers 401.
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Database } from '../db/database.ts';
import { unauthenticated } from '../http/errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import { hashesEqual, sha256 } from './secrets.ts';
import { findLiveSession, type LiveSession, touchSession } from './sessions.ts';

export type Authenticated = { userId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authenticate hook; null on public routes. */
    auth: Authenticated | null;
  }
}

// last_used_at is for the user's "where am I signed in" view, not security: a minute's precision will do.
const TOUCH_AFTER_MS = 60_000;

const BEARER = /^Bearer[ ]+([A-Za-z0-9_.-]+)$/i;

const sessionTokenMatches = (session: LiveSession, presented: string) =>
  hashesEqual(sha256(presented), session.token_hash);

/** The caller of a route behind the hook; throws if the route forgot the hook. */
export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Error('authOf() on a route without the authenticate hook');
  return request.auth;
}

export function createAuthenticate(db: Database, tokens: AccessTokens): onRequestAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const bearer = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer) throw unauthenticated('Sign in to continue');
    const verified = await tokens.verify(bearer);
    if (verified.status === 'invalid') throw unauthenticated('The access token is not valid; sign in again');

    const header = request.headers['x-bc-token'];
    const presented = typeof header === 'string' && header !== '' ? header : undefined;
    const session = await findLiveSession(db, verified.sessionId);
    if (!session || session.user_id !== verified.userId) {
      throw unauthenticated('Your session has ended; sign in again');
    }
    // Two credentials that name different sessions are a client bug or a stolen token: trust neither.
    if (presented !== undefined && !sessionTokenMatches(session, presented)) {
      throw unauthenticated('The session token does not match; sign in again');
    }
    if (verified.status === 'expired') {
      if (presented === undefined) throw unauthenticated('The access token has expired; sign in again');
      const fresh = await tokens.sign({ userId: session.user_id, sessionId: session.id });
      reply.header('authorization', `Bearer ${fresh}`);
    }
    if (Date.now() - session.last_used_at.getTime() > TOUCH_AFTER_MS) await touchSession(db, session.id);
    request.auth = { userId: session.user_id, sessionId: session.id };
  };
}
