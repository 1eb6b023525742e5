// The workspace a request works in, for every workspace-scoped route (this one and the ledger's):
//   onRequest: [authenticate, workspaceScope]                 -> request.workspace = { workspaceId, role }
//   onRequest: [authenticate, workspaceScope, requireWriter]  -> viewers get 403 `forbidden`
// The workspace is the X-WS header's; without one, the workspace the session token was issued for (the
// original client sends no X-WS after set-up), else the caller's current one. An X-WS the caller is not a
// member of (or that does not exist, or is malformed) answers 404: never 403, so nobody learns which
// workspaces exist.
import type { WorkspaceRole } from '@bc/api';
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { type Authenticated, authOf } from '../auth/authenticate.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { requestedWorkspace } from './requested-workspace.ts';
import { workspaceNotFound } from './workspace-service.ts';
import { findCurrentWorkspace, findMemberWorkspace, type WorkspaceRow } from './workspaces-sql.ts';

export type WorkspaceAccess = {
  workspaceId: string;
  role: WorkspaceRole;
  /** The workspace currency: what stats convert to. */
  currencyId: number;
};

/** What a request may do in a workspace row it is a member of. */
export const accessTo = (row: WorkspaceRow): WorkspaceAccess => ({
  workspaceId: row.id,
  role: row.role,
  currencyId: row.currency_id ?? WORKSPACE_DEFAULTS.currencyId,
});

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the workspaceScope hook; null elsewhere. */
    workspace: WorkspaceAccess | null;
  }
}

/** The workspace of a route behind workspaceScope; throws if the route forgot the hook. */
export function workspaceOf(request: FastifyRequest): WorkspaceAccess {
  if (!request.workspace) throw new Error('workspaceOf() on a route without the workspaceScope hook');
  return request.workspace;
}

/**
 * The caller's membership of a workspace: the one authentication read along with the session when it is
 * that workspace (one query fewer on every request), else read now.
 */
async function memberOf(db: Queryable, auth: Authenticated, workspaceId: string) {
  if (auth.membership?.workspaceId === workspaceId) return auth.membership.row;
  return findMemberWorkspace(db, auth.userId, workspaceId);
}

/**
 * The workspace the caller works in without naming one: the session token's, while they are still a
 * member, else their current one. Undefined before set-up.
 */
export async function defaultWorkspace(
  db: Queryable,
  auth: Authenticated,
): Promise<WorkspaceRow | undefined> {
  const bound = auth.tokenWorkspaceId && (await memberOf(db, auth, auth.tokenWorkspaceId));
  return bound || findCurrentWorkspace(db, auth.userId);
}

export function createWorkspaceScope(db: Queryable): onRequestAsyncHookHandler {
  return async function workspaceScope(request) {
    const auth = authOf(request);
    const requested = requestedWorkspace(request);
    const row = requested ? await memberOf(db, auth, requested) : await defaultWorkspace(db, auth);
    if (!row) {
      throw requested
        ? workspaceNotFound()
        : notFound('You have no workspace yet; finish setting up your account');
    }
    request.workspace = accessTo(row);
  };
}

/** For routes that change data: editors and the owner may, viewers only read. */
export const requireWriter: onRequestAsyncHookHandler = async (request) => {
  if (workspaceOf(request).role === 'viewer') {
    throw forbidden('You can view this workspace but not change it');
  }
};
