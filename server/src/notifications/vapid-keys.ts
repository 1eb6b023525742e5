import webpush from 'web-push';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { insertVapidKeysIfMissing, readVapidKeys, type VapidKeyPair } from './vapid-keys-sql.ts';

/**
 * The VAPID key pair pushes are signed with. VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY win when set; otherwise
 * the pair lives in PostgreSQL: the first server to start stores one, every later server (and restart) reads
 * the same. Browsers subscribe with the public key, so a new pair would orphan every subscription.
 */
export async function loadVapidKeys(db: Database, config: Pick<Config, 'push'>): Promise<VapidKeyPair> {
  if (config.push.vapidKeys) return config.push.vapidKeys;
  const stored = await readVapidKeys(db);
  if (stored) return stored;
  await insertVapidKeysIfMissing(db, webpush.generateVAPIDKeys());
  const kept = await readVapidKeys(db);
  if (!kept) throw new Error('The VAPID keys could not be stored');
  return kept;
}
