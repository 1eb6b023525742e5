import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { insertSigningSecretIfMissing, readSigningSecret } from './signing-secrets-sql.ts';

/**
 * The HS256 secret of access tokens. AUTH_SECRET wins when set; otherwise the secret lives in
 * PostgreSQL: the first server to start stores one, every later server (and restart) reads the same,
 * so a token signed by one instance is accepted by all.
 */
export async function loadSigningSecret(
  db: Database,
  config: Pick<Config, 'authSecret'>,
): Promise<Uint8Array> {
  if (config.authSecret) return new TextEncoder().encode(config.authSecret);
  await insertSigningSecretIfMissing(db, randomBytes(32));
  const secret = await readSigningSecret(db);
  if (!secret) throw new Error('The signing secret could not be stored');
  return new Uint8Array(secret);
}
