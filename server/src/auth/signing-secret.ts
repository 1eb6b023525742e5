import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';

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
  await db.query('INSERT INTO auth_signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    randomBytes(32),
  ]);
  const [row] = await db.query<{ secret: Uint8Array }>('SELECT secret FROM auth_signing_keys WHERE id = 1');
  if (!row) throw new Error('The signing secret could not be stored');
  return new Uint8Array(row.secret);
}
