// SQL for passkeys and the WebAuthn challenges handed out with their options. A person's passkeys are only
// ever read or changed together with their user id, so nobody reaches another person's.
import type { Queryable } from '../../db/database.ts';
import { isUuid } from '../../db/uuid.ts';

export type PasskeyRow = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  created_at: Date;
  last_used_at: Date | null;
};

export type ChallengePurpose = 'registration' | 'authentication';

/** How long a challenge is good for, from the moment its options were made. */
export const CHALLENGE_SECONDS = 5 * 60;

const COLUMNS =
  'id, user_id, credential_id, public_key, counter::float8 AS counter, transports, name, created_at, last_used_at';

export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  return db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY created_at, id`, [
    userId,
  ]);
}

export async function findPasskeyByCredentialId(
  db: Queryable,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.query<PasskeyRow>(`SELECT ${COLUMNS} FROM passkeys WHERE credential_id = $1`, [
    credentialId,
  ]);
  return row;
}

/** The new passkey, or undefined when this credential is registered already (to anyone). */
export async function insertPasskey(
  db: Queryable,
  passkey: {
    userId: string;
    credentialId: string;
    publicKey: Uint8Array;
    counter: number;
    transports: string[];
    name: string;
    deviceType: string;
    backedUp: boolean;
  },
): Promise<PasskeyRow | undefined> {
  const [row] = await db.query<PasskeyRow>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, device_type, backed_up)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      passkey.userId,
      passkey.credentialId,
      passkey.publicKey,
      passkey.counter,
      passkey.transports,
      passkey.name,
      passkey.deviceType,
      passkey.backedUp,
    ],
  );
  return row;
}

/**
 * Records a sign-in with the counter it reported, only if that counter still moves forward (or both are 0,
 * for authenticators that keep none): two sign-ins racing with the same counter cannot both pass.
 */
export async function recordPasskeyUse(
  db: Queryable,
  id: string,
  use: { counter: number; backedUp: boolean; deviceType: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE passkeys SET counter = $2, backed_up = $3, device_type = $4, last_used_at = now()
     WHERE id = $1 AND (counter < $2 OR (counter = 0 AND $2 = 0))
     RETURNING id`,
    [id, use.counter, use.backedUp, use.deviceType],
  );
  return rows.length === 1;
}

/** The removed passkey's name, or undefined when the person has no passkey with this id. */
export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.query<{ name: string }>(
    'DELETE FROM passkeys WHERE id = $1 AND user_id = $2 RETURNING name',
    [id, userId],
  );
  return row?.name;
}

/** Keeps a challenge for CHALLENGE_SECONDS, and drops the ones whose time is over. */
export async function insertChallenge(
  db: Queryable,
  challenge: { hash: Uint8Array; purpose: ChallengePurpose; userId: string | null },
): Promise<void> {
  await db.query('DELETE FROM webauthn_challenges WHERE created_at <= now() - make_interval(secs => $1)', [
    CHALLENGE_SECONDS,
  ]);
  await db.query('INSERT INTO webauthn_challenges (challenge_hash, purpose, user_id) VALUES ($1, $2, $3)', [
    challenge.hash,
    challenge.purpose,
    challenge.userId,
  ]);
}

/**
 * Takes a challenge: deleted by the statement that reads it, so it serves once whatever happens next. True
 * only when it was handed out for this purpose (and this person, for a registration) less than
 * CHALLENGE_SECONDS ago.
 */
export async function takeChallenge(
  db: Queryable,
  challenge: { hash: Uint8Array; purpose: ChallengePurpose; userId: string | null },
): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(
    `DELETE FROM webauthn_challenges
     WHERE challenge_hash = $1 AND purpose = $2 AND user_id IS NOT DISTINCT FROM $3::uuid
     RETURNING created_at > now() - make_interval(secs => $4) AS live`,
    [challenge.hash, challenge.purpose, challenge.userId, CHALLENGE_SECONDS],
  );
  return row?.live === true;
}
