// SQL for the signing secret of access tokens: auth_signing_keys holds one row (id 1), shared by every server.
import type { Queryable } from '../db/database.ts';

/** Stores the secret unless a server already stored one (that one stays). */
export async function insertSigningSecretIfMissing(db: Queryable, secret: Uint8Array): Promise<void> {
  await db.query('INSERT INTO auth_signing_keys (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING', [
    secret,
  ]);
}

export async function readSigningSecret(db: Queryable): Promise<Uint8Array | undefined> {
  const [row] = await db.query<{ secret: Uint8Array }>('SELECT secret FROM auth_signing_keys WHERE id = 1');
  return row?.secret;
}
