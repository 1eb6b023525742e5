// SQL for the single-use links we e-mail (verification, password reset): auth_tokens holds each link's
// public selector and the SHA-256 of its secret verifier, never the link itself.
import type { Queryable } from '../db/database.ts';

export type EmailTokenPurpose = 'verify_email' | 'reset_password';

export type EmailTokenRow = { id: number; user_id: string; verifier_hash: Uint8Array; live: boolean };

export async function insertEmailToken(
  tx: Queryable,
  token: {
    userId: string;
    purpose: EmailTokenPurpose;
    selector: string;
    verifierHash: Uint8Array;
    lifetimeSeconds: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO auth_tokens (user_id, purpose, selector, verifier_hash, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [token.userId, token.purpose, token.selector, token.verifierHash, token.lifetimeSeconds],
  );
}

/** The token of this selector and purpose, held until the transaction ends; live when unused and unexpired. */
export async function lockEmailToken(
  tx: Queryable,
  selector: string,
  purpose: EmailTokenPurpose,
): Promise<EmailTokenRow | undefined> {
  const [row] = await tx.query<EmailTokenRow>(
    `SELECT id, user_id, verifier_hash, (used_at IS NULL AND expires_at > now()) AS live
     FROM auth_tokens WHERE selector = $1 AND purpose = $2 FOR UPDATE`,
    [selector, purpose],
  );
  return row;
}

export async function markEmailTokenUsed(tx: Queryable, id: number): Promise<void> {
  await tx.query('UPDATE auth_tokens SET used_at = now() WHERE id = $1', [id]);
}

export async function deleteEmailTokens(tx: Queryable, userId: string, purpose: EmailTokenPurpose) {
  await tx.query('DELETE FROM auth_tokens WHERE user_id = $1 AND purpose = $2', [userId, purpose]);
}
