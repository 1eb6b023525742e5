import type { Queryable } from '../db/database.ts';

export type InvitationRow = {
  id: number;
  workspace_id: string;
  workspace_name: string;
  email: string;
  role: 'editor' | 'viewer';
  verifier_hash: Buffer;
  live: boolean;
};

export async function insertInvitation(
  tx: Queryable,
  invitation: {
    workspaceId: string;
    email: string;
    role: 'editor' | 'viewer';
    invitedBy: string;
    selector: string;
    verifierHash: Buffer;
    lifetimeSeconds: number;
  },
) {
  await tx.query(
    `INSERT INTO workspace_invitations (workspace_id, email, role, invited_by, selector, verifier_hash, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7))`,
    [
      invitation.workspaceId,
      invitation.email,
      invitation.role,
      invitation.invitedBy,
      invitation.selector,
      invitation.verifierHash,
      invitation.lifetimeSeconds,
    ],
  );
}

/** The invitation of a selector, locked for its use. */
export async function lockInvitation(tx: Queryable, selector: string): Promise<InvitationRow | undefined> {
  const [row] = await tx.query<InvitationRow>(
    `SELECT i.id, i.workspace_id, w.name AS workspace_name, i.email, i.role, i.verifier_hash,
       i.expires_at > now() AS live
     FROM workspace_invitations i JOIN workspaces w ON w.id = i.workspace_id
     WHERE i.selector = $1 AND w.restoring_since IS NULL FOR UPDATE OF i`,
    [selector],
  );
  return row;
}

export async function deleteInvitation(tx: Queryable, id: number) {
  await tx.query('DELETE FROM workspace_invitations WHERE id = $1', [id]);
}
