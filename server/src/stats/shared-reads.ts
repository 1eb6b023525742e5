// The dashboard fires its stats calls together (sixteen at once): the year's monthly sums, the wallets, the
// plans, the sub-categories are read by several of them. A burst shares each read among the calls of one
// workspace that see the same data, and never beyond: the data version is pg_current_snapshot(), whose text
// changes whenever a transaction that wrote ends (read-only ones take no transaction id), on this server or
// any other. A call that comes after a write sees a new version and reads afresh.
import type { Queryable } from '../db/database.ts';

/** A burst lasts at most this long: what depends on the clock (this month, what is still to come) stays fresh. */
const BURST_MS = 2_000;
/** Workspaces remembered at most; the least recently started bursts go first. */
const MAX_BURSTS = 1_000;

type Burst = { version: string; until: number; reads: Map<string, Promise<unknown>> };
const bursts = new Map<string, Burst>();

/** `read(key, load)`: the burst's result of `load` under `key`, loaded once. */
export type SharedRead = <T>(key: string, load: () => Promise<T>) => Promise<T>;

async function dataVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>('SELECT pg_current_snapshot()::text AS version', [], {
    prepared: 'data-version',
  });
  if (!row) throw new Error('pg_current_snapshot() answered nothing');
  return row.version;
}

function burstOf(workspaceId: string, version: string, now: number): Burst {
  const current = bursts.get(workspaceId);
  if (current && current.version === version && current.until > now) return current;
  const burst: Burst = { version, until: now + BURST_MS, reads: new Map() };
  bursts.delete(workspaceId);
  bursts.set(workspaceId, burst);
  for (const [key, old] of bursts) {
    if (bursts.size <= MAX_BURSTS && old.until > now) break;
    bursts.delete(key);
  }
  return burst;
}

/** The reads this call shares with the other calls of its burst (same workspace, same data). */
export async function sharedReads(db: Queryable, workspaceId: string): Promise<SharedRead> {
  const burst = burstOf(workspaceId, await dataVersion(db), Date.now());
  return <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const known = burst.reads.get(key);
    if (known) return known as Promise<T>;
    const read = load();
    burst.reads.set(key, read);
    // A failed read is not shared: the next call tries again.
    read.catch(() => {
      if (burst.reads.get(key) === read) burst.reads.delete(key);
    });
    return read;
  };
}
