// The second step of a password sign-in: after the right password, a person with two-factor on gets a
// challenge instead of a token. It names them for 5 minutes, once; the database keeps only its SHA-256.
import type { TwoFactorMethod, TwoFactorRequired } from '@bc/api';
import type { Database } from '../../db/database.ts';
import { randomToken, sha256 } from '../secrets.ts';
import { hasPasskey, insertChallenge, isTwoFactorEnabled } from './two-factor-sql.ts';

export const CHALLENGE_SECONDS = 5 * 60;

/** The challenge of a person with two-factor on; undefined for everyone else (they sign in as before). */
export async function secondStepFor(db: Database, userId: string): Promise<TwoFactorRequired | undefined> {
  if (!(await isTwoFactorEnabled(db, userId))) return undefined;
  const challenge = randomToken(32);
  const methods: TwoFactorMethod[] = ['totp', 'recovery_code'];
  if (await hasPasskey(db, userId)) methods.push('passkey');
  await db.transaction((tx) => insertChallenge(tx, userId, sha256(challenge), CHALLENGE_SECONDS));
  return { two_factor_required: true, challenge, methods };
}
