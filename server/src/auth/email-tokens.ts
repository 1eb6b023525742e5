// The single-use links we e-mail (verification, password reset): only the latest link of a purpose works,
// once, until it expires; its secret half is checked in constant time.
import type { Queryable } from '../db/database.ts';
import {
  deleteEmailTokens,
  type EmailTokenPurpose,
  insertEmailToken,
  lockEmailToken,
  markEmailTokenUsed,
} from './email-tokens-sql.ts';
import { hashesEqual, newSplitToken, parseSplitToken } from './secrets.ts';

/** A new link token; earlier ones of the same purpose stop working (only the latest mail counts). */
export async function issueEmailToken(
  tx: Queryable,
  userId: string,
  purpose: EmailTokenPurpose,
  lifetimeSeconds: number,
): Promise<string> {
  await deleteEmailTokens(tx, userId, purpose);
  const { token, selector, verifierHash } = newSplitToken();
  await insertEmailToken(tx, { userId, purpose, selector, verifierHash, lifetimeSeconds });
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
  const row = await lockEmailToken(tx, parsed.selector, purpose);
  if (!row || !hashesEqual(parsed.verifierHash, row.verifier_hash) || !row.live) return undefined;
  await markEmailTokenUsed(tx, row.id);
  return row.user_id;
}
