// Workspaces and sharing (REFERENCE.md "Auth and workspaces"): every call checks membership first and
// answers 404 to a non-member, whatever the workspace; the owner alone shares, unshares, renames, deletes.
import type {
  WorkspaceDetail,
  WorkspaceInput,
  WorkspaceMember,
  WorkspaceRole,
  WorkspaceSummary,
} from '@bc/api';
import { WORKSPACE_DEFAULTS } from '@bc/domain';
import { normalizeEmail } from '../auth/users.ts';
import { findUserByEmail } from '../auth/users-sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { conflict, forbidden, notFound, unprocessable } from '../http/errors.ts';
import { findCurrency } from '../reference-data/currencies.ts';
import {
  deleteMember,
  deleteWorkspaces,
  ensureCurrentWorkspace,
  findMember,
  findMemberWorkspace,
  insertMember,
  insertWorkspace,
  listMembers,
  listMemberWorkspaces,
  referenceProblems,
  setCurrentWorkspace,
  updateWorkspace as updateWorkspaceRow,
  type WorkspaceRow,
} from './workspaces-sql.ts';

export const WORKSPACE_NOT_FOUND = 'Workspace not found';

export const workspaceNotFound = () => notFound(WORKSPACE_NOT_FOUND);

export function listWorkspaces(db: Queryable, userId: string): Promise<WorkspaceSummary[]> {
  return listMemberWorkspaces(db, userId);
}

/** The workspace's currency (a whole row) and payment type; the defaults where it has none. */
export async function workspaceSettings(db: Queryable, row: WorkspaceRow) {
  const currency =
    (await findCurrency(db, row.currency_id ?? WORKSPACE_DEFAULTS.currencyId)) ??
    (await findCurrency(db, WORKSPACE_DEFAULTS.currencyId));
  if (!currency) throw new Error('The reference currencies are missing');
  return { currency, paymentTypeId: row.payment_type_id ?? WORKSPACE_DEFAULTS.paymentTypeId };
}

async function toDetail(db: Queryable, row: WorkspaceRow): Promise<WorkspaceDetail> {
  const [users, settings] = await Promise.all([listMembers(db, row.id), workspaceSettings(db, row)]);
  return {
    workspace: { uuid: row.id, name: row.name, role: row.role, current: row.is_current, users },
    settings: { data: { currency: settings.currency, paymenttypeId: settings.paymentTypeId } },
  };
}

export async function getWorkspace(
  db: Queryable,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceDetail> {
  const row = await findMemberWorkspace(db, userId, workspaceId);
  if (!row) throw workspaceNotFound();
  return toDetail(db, row);
}

export async function checkWorkspaceInput(
  db: Queryable,
  input: Pick<WorkspaceInput, 'currency' | 'payment_type'>,
  prefix = '',
): Promise<Record<string, string>> {
  return referenceProblems(db, [
    { field: `${prefix}currency`, table: 'currencies', id: input.currency },
    { field: `${prefix}payment_type`, table: 'payment_types', id: input.payment_type },
  ]);
}

function rejectInvalid(problems: Record<string, string>) {
  if (Object.keys(problems).length > 0) throw unprocessable('The request is invalid', problems);
}

/** The member's row, locked for the transaction; 404 for a non-member, 403 unless they own it. */
async function requireOwner(tx: Queryable, userId: string, workspaceId: string): Promise<WorkspaceRow> {
  const row = await findMemberWorkspace(tx, userId, workspaceId, { lock: true });
  if (!row) throw workspaceNotFound();
  if (row.role !== 'owner') throw forbidden('Only the owner of the workspace can do this');
  return row;
}

/**
 * A new workspace owned by the caller, shared with the registered ones among `shareWith` (others are
 * ignored: the owner can share later); it becomes current only if the caller has no current one.
 */
export async function createWorkspace(
  db: Database,
  userId: string,
  input: WorkspaceInput,
  shareWith: readonly string[] = [],
): Promise<WorkspaceDetail> {
  return db.transaction(async (tx) => {
    rejectInvalid(await checkWorkspaceInput(tx, input, 'workspace.'));
    const workspaceId = await insertWorkspace(tx, {
      name: input.name,
      currencyId: input.currency,
      paymentTypeId: input.payment_type,
    });
    await insertMember(tx, workspaceId, userId, 'owner');
    const invited: string[] = [];
    for (const email of new Set(shareWith.map(normalizeEmail))) {
      const user = await findUserByEmail(tx, email);
      if (user && user.id !== userId && (await insertMember(tx, workspaceId, user.id, 'editor'))) {
        invited.push(user.id);
      }
    }
    await ensureCurrentWorkspace(tx, [userId, ...invited]);
    const row = await findMemberWorkspace(tx, userId, workspaceId);
    if (!row) throw new Error('The new workspace vanished');
    return toDetail(tx, row);
  });
}

export async function activateWorkspace(
  db: Database,
  userId: string,
  workspaceId: string,
): Promise<WorkspaceDetail> {
  return db.transaction(async (tx) => {
    if (!(await findMemberWorkspace(tx, userId, workspaceId))) throw workspaceNotFound();
    await setCurrentWorkspace(tx, userId, workspaceId);
    const row = await findMemberWorkspace(tx, userId, workspaceId);
    if (!row) throw workspaceNotFound();
    return toDetail(tx, row);
  });
}

export async function shareWorkspace(
  db: Database,
  userId: string,
  workspaceId: string,
  share: { email: string; role: Exclude<WorkspaceRole, 'owner'> },
): Promise<WorkspaceMember> {
  return db.transaction(async (tx) => {
    await requireOwner(tx, userId, workspaceId);
    const user = await findUserByEmail(tx, share.email);
    if (!user) throw notFound('User not found');
    if (!(await insertMember(tx, workspaceId, user.id, share.role))) {
      throw conflict('This user already has access to the workspace', 'already_member');
    }
    await ensureCurrentWorkspace(tx, [user.id]);
    return { uuid: user.id, name: user.name, email: user.email, role: share.role };
  });
}

export async function unshareWorkspace(
  db: Database,
  userId: string,
  workspaceId: string,
  memberId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwner(tx, userId, workspaceId);
    const member = await findMember(tx, workspaceId, memberId);
    if (!member) throw notFound('This user is not a member of the workspace');
    // The one owner stays: a workspace without an owner could never be managed or deleted.
    if (member.role === 'owner') throw conflict('The owner cannot be removed from the workspace');
    await deleteMember(tx, workspaceId, member.uuid);
    await ensureCurrentWorkspace(tx, [member.uuid]);
  });
}

export async function updateWorkspace(
  db: Database,
  userId: string,
  workspaceId: string,
  input: WorkspaceInput,
): Promise<WorkspaceDetail> {
  return db.transaction(async (tx) => {
    await requireOwner(tx, userId, workspaceId);
    rejectInvalid(await checkWorkspaceInput(tx, input));
    await updateWorkspaceRow(tx, workspaceId, {
      name: input.name,
      currencyId: input.currency,
      paymentTypeId: input.payment_type,
    });
    const row = await findMemberWorkspace(tx, userId, workspaceId);
    if (!row) throw workspaceNotFound();
    return toDetail(tx, row);
  });
}

/** Deletes it with everything in it; members who had it current get another of theirs activated. */
export async function deleteWorkspace(db: Database, userId: string, workspaceId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwner(tx, userId, workspaceId);
    const members = await deleteWorkspaces(tx, [workspaceId]);
    await ensureCurrentWorkspace(tx, members);
  });
}

/** POST /api/user/currency: the default currency of the workspace the request works in. */
export async function setWorkspaceCurrency(
  db: Database,
  userId: string,
  workspaceId: string,
  currency: number,
): Promise<WorkspaceDetail> {
  return db.transaction(async (tx) => {
    rejectInvalid(await referenceProblems(tx, [{ field: 'currency', table: 'currencies', id: currency }]));
    await updateWorkspaceRow(tx, workspaceId, { currencyId: currency });
    const row = await findMemberWorkspace(tx, userId, workspaceId);
    if (!row) throw workspaceNotFound();
    return toDetail(tx, row);
  });
}
