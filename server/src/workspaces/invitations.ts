// Invitations to a workspace by e-mail (the members of a restored workspace's file): a single-use link that the
// person signed in with the invited address accepts; until then they see nothing of the workspace.
import type { WorkspaceRole } from '@bc/api';
import { hashesEqual, newSplitToken, parseSplitToken } from '../auth/secrets.ts';
import { normalizeEmail } from '../auth/users.ts';
import { findUserByEmail, findUserById } from '../auth/users-sql.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { Language } from '../language.ts';
import type { Mailer } from '../mail/mailer.ts';
import { workspaceInvitationMail } from '../mail/messages.ts';
import { deleteInvitation, insertInvitation, lockInvitation } from './invitations-sql.ts';
import { ensureCurrentWorkspace, insertMember } from './workspaces-sql.ts';

export const INVITATION_DAYS = 30;

/** A mail to send once the invitation is committed. */
export type PendingInvitation = { email: string; token: string; language: Language };

/**
 * Invites each address but the inviter's: an owner of the file comes back as an editor (the inviter owns the
 * new workspace). Mails go out after the commit (sendInvitations).
 */
export async function inviteMembers(
  tx: Queryable,
  invitation: { workspaceId: string; inviterId: string; inviterLanguage: Language },
  members: readonly { email: string; role: WorkspaceRole }[],
): Promise<PendingInvitation[]> {
  const inviter = await findUserById(tx, invitation.inviterId);
  const invited: PendingInvitation[] = [];
  const seen = new Set([normalizeEmail(inviter?.email ?? '')]);
  for (const member of members) {
    const email = normalizeEmail(member.email);
    if (seen.has(email)) continue;
    seen.add(email);
    const { token, selector, verifierHash } = newSplitToken();
    await insertInvitation(tx, {
      workspaceId: invitation.workspaceId,
      email,
      role: member.role === 'viewer' ? 'viewer' : 'editor',
      invitedBy: invitation.inviterId,
      selector,
      verifierHash,
      lifetimeSeconds: INVITATION_DAYS * 86_400,
    });
    const known = await findUserByEmail(tx, email);
    invited.push({ email, token, language: known?.language ?? invitation.inviterLanguage });
  }
  return invited;
}

export function sendInvitations(
  deps: { mailer: Mailer; config: Pick<Config, 'publicUrl'> },
  from: { inviter: string; workspace: string },
  invitations: readonly PendingInvitation[],
) {
  for (const { email, token, language } of invitations) {
    const link = `${deps.config.publicUrl}/app/settings/workspace?invitation=${token}`;
    const mail = workspaceInvitationMail(language, { name: email, link, days: INVITATION_DAYS, ...from });
    deps.mailer.sendInBackground({ to: email, ...mail });
  }
}

const invitationNotFound = () => notFound('This invitation is unknown, used or expired');

/** POST /api/workspace/invitation/accept: the signed-in person joins with the invited role. */
export async function acceptInvitation(db: Database, userId: string, token: string) {
  const parsed = parseSplitToken(token);
  if (!parsed) throw invitationNotFound();
  return db.transaction(async (tx) => {
    const row = await lockInvitation(tx, parsed.selector);
    if (!row?.live || !hashesEqual(parsed.verifierHash, row.verifier_hash)) throw invitationNotFound();
    const user = await findUserById(tx, userId);
    if (!user || normalizeEmail(user.email) !== row.email) {
      throw forbidden('This invitation is for another e-mail address: sign in with the invited one');
    }
    await insertMember(tx, row.workspace_id, userId, row.role);
    await ensureCurrentWorkspace(tx, [userId]);
    await deleteInvitation(tx, row.id);
    return { workspace: { uuid: row.workspace_id, name: row.workspace_name }, role: row.role };
  });
}
