// SQL for the single-use links we e-mail (verification, password reset).
import type { Queryable } from '../db/database.ts';
import { hashesEqual, newSplitToken, parseSplitToken } from './secrets.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** A new link token; earlier ones of the same purpose stop working (only the latest mail counts). */
export async function issueEmailToken(
  tx: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  lifetimeSeconds: number,
): Promise<string> {
  await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
  const { token, selector, verifierHash } = newSplitToken();
  await tx.query(
    `INSERT INTO auth_tokens (user_id, purpose, selector, verifier_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [userId, purpose, selector, verifierHash, lifetimeSeconds],
  );
  return token;
}

/** Uses the token up and returns its user; undefined when unknown, expired, used or of another purpose. */
export async function consumeEmailToken(
  tx: Queryable,
  token: string,
  purpose: EmailTokenPurpose,
): Promise<string | undefined> {
  const parsed = parseSplitToken(token);
  if (!parsed) return undefined;
  const [row] = await tx.query<{ id: number; user_id: string; verifier_hash: Uint8Array; live: boolean }>(
    `SELECT id, user_id, verifier_hash, (used_at IS NULL AND expires_at > now()) AS live
     FROM auth_tokens WHERE selector = $1 AND purpose = $2 FOR UPDATE`,
    [parsed.selector, purpose],
  );
  if (!row || !hashesEqual(parsed.verifierHash, row.verifier_hash) || !row.live) return undefined;
  await tx.query('UPDATE auth_tokens SET used_at = now() WHERE id = $1', [row.id]);
  return row.user_id;
}

export async function deleteEmailTokens(tx: Queryable, userId: string, purpose: EmailTokenPurpose) {
  await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
}
