import type { Health } from '@bc/api';
import type { Database } from '../db/database.ts';
import { serviceUnavailable } from '../http/errors.ts';

export async function checkHealth(db: Database): Promise<Health> {
  try {
    await db.query('SELECT 1');
  } catch (error) {
    // A load balancer reads 503 as "take this instance out"; the cause goes to the log only.
    throw serviceUnavailable('The database is unreachable', error);
  }
  return { status: 'ok', database: db.kind };
}
