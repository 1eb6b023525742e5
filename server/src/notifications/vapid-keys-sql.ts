// SQL for the VAPID key pair that signs pushes: push_vapid_keys holds one row (id 1), shared by every server.
import type { Queryable } from '../db/database.ts';

export type VapidKeyPair = { publicKey: string; privateKey: string };

/** Stores the pair unless a server already stored one (that one stays). */
export async function insertVapidKeysIfMissing(db: Queryable, keys: VapidKeyPair): Promise<void> {
  await db.query(
    'INSERT INTO push_vapid_keys (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING',
    [keys.publicKey, keys.privateKey],
  );
}

export async function readVapidKeys(db: Queryable): Promise<VapidKeyPair | undefined> {
  const [row] = await db.query<{ public_key: string; private_key: string }>(
    'SELECT public_key, private_key FROM push_vapid_keys WHERE id = 1',
  );
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}
