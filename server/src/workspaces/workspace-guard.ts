// The workspace a request works in, for every workspace-scoped route (this one and the ledger's):
//   onRequest: [authenticate, workspaceScope]                 -> request.workspace = { workspaceId, role }
//   onRequest: [authenticate, workspaceScope, requireWriter]  -> viewers get 403 `forbidden`
// The workspace is the X-WS header's, or the caller's current one when the header is absent. A uuid
// the caller is not a member of (or that does not exist, or is malformed) answers 404: never 403, so
// nobody learns which workspaces exist.
import type { WorkspaceRole } from '@bc/api';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { authOf } from '../auth/authenticate.ts';
import type { Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { workspaceNotFound } from './workspace-service.ts';
import { findCurrentWorkspace, findMemberWorkspace } from './workspaces-sql.ts';

export type WorkspaceAccess = { workspaceId: string; role: WorkspaceRole };

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

export function createWorkspaceScope(db: Queryable): onRequestAsyncHookHandler {
  return async function workspaceScope(request) {
    const { userId } = authOf(request);
    const header = request.headers['x-ws'];
    if (Array.isArray(header)) throw workspaceNotFound();
    const requested = header?.trim();
    const row = requested
      ? await findMemberWorkspace(db, userId, requested)
      : await findCurrentWorkspace(db, userId);
    if (!row) {
      throw requested
        ? workspaceNotFound()
        : notFound('You have no workspace yet; finish setting up your account');
    }
    request.workspace = { workspaceId: row.id, role: row.role };
  };
}

/** For routes that change data: editors and the owner may, viewers only read. */
export const requireWriter: onRequestAsyncHookHandler = async (request) => {
  if (workspaceOf(request).role === 'viewer') {
    throw forbidden('You can view this workspace but not change it');
  }
};
