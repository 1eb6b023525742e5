// Writes of entries that could not reach the server: kept in order with their Idempotency-Key, shown as pending,
// sent one at a time when the connection returns (and at start), each dropped only once the server answered.
// A refusal (422, 404, 403...) is kept with the server's message until the person dismisses it.
import { atom } from 'jotai';
import { sessionStore, workspaceAtom } from '../atoms.ts';
import { indexedDbStore, memoryStore, type WriteStore } from './store.ts';
import type { OfflineWrite, SendWrite, WalletCents, WriteRequest } from './types.ts';

/** Uuids given to entries created offline, until the server gives them theirs. */
export const LOCAL_UUID_PREFIX = 'offline-';
export const isLocalUuid = (uuid: string) => uuid.startsWith(LOCAL_UUID_PREFIX);

/** Entries created offline that the server now has: local uuid -> the server's (for forms still open on them). */
const sentCreates = new Map<string, string>();

/**
 * The uuid to write an entry under: the server's once its offline create was sent (a form opened on the
 * pending entry saves after that), else the one given.
 */
export const currentUuidOf = (uuid: string) => sentCreates.get(uuid) ?? uuid;

/** Every queued or refused write, oldest first; kept in step with IndexedDB. */
export const offlineWritesAtom = atom<OfflineWrite[]>([]);

type QueueDeps = {
  store: WriteStore;
  send: SendWrite | null;
  /** Whether the browser reports a connection: a write is not even tried without one. */
  isOnline: () => boolean;
  /** Whether a replay may run now (signed in, online). */
  canReplay: () => boolean;
  /** The signed-in user (see OfflineWrite.user). */
  currentUser: () => string | null;
  /** After a replay that the server answered: the caller refetches what it shows. */
  onSent: () => void;
};

const deps: QueueDeps = {
  store: typeof indexedDB === 'undefined' ? memoryStore() : indexedDbStore(indexedDB),
  send: null,
  isOnline: () => true,
  canReplay: () => false,
  currentUser: () => null,
  onSent: () => {},
};

const newKey = () => globalThis.crypto.randomUUID();

/** A network failure: the server was never reached, so the write may be sent again under its key. */
export class WriteNotSent extends Error {
  override name = 'WriteNotSent';
}

/**
 * A write answered with an error status when sent at once (not queued): the caller shows it. `data` is the
 * error body, where screens read a failed request's body (as on the HTTP client's errors).
 */
export class WriteRefused extends Error {
  override name = 'WriteRefused';
  readonly status: number;
  readonly data: unknown;
  constructor(status: number, data: unknown) {
    super(refusalMessage(status, data));
    this.status = status;
    this.data = data;
  }
}

function refusalMessage(status: number, body: unknown): string {
  const error = (body as { error?: unknown } | null)?.error;
  return typeof error === 'string' && error ? error : `HTTP ${status}`;
}

/** A 422's messages by field, as the server answered them. */
function refusalFields(body: unknown): Record<string, string> | undefined {
  const fields = (body as { fields?: unknown } | null)?.fields;
  if (typeof fields !== 'object' || fields === null) return undefined;
  const messages = Object.entries(fields).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return messages.length > 0 ? Object.fromEntries(messages) : undefined;
}

async function refresh(): Promise<OfflineWrite[]> {
  const writes = await deps.store.all();
  sessionStore.set(offlineWritesAtom, writes);
  return writes;
}

function subtract(effect: WalletCents, previous: WalletCents): WalletCents {
  const moved: WalletCents = { ...effect };
  for (const [wallet, cents] of Object.entries(previous)) moved[wallet] = (moved[wallet] ?? 0) - cents;
  return Object.fromEntries(Object.entries(moved).filter(([, cents]) => cents !== 0));
}

/**
 * Keeps a write for later. A write of an entry that is itself only queued (created offline) folds into its
 * create: an edit replaces the create's body, a delete drops the create, so the server sees one create or
 * nothing.
 */
export async function queueWrite(request: WriteRequest, key = newKey()): Promise<OfflineWrite | null> {
  const writes = await deps.store.all();
  const create = isLocalUuid(request.target)
    ? writes.find((write) => write.target === request.target && write.method === 'POST' && !write.failure)
    : undefined;
  if (create?.seq !== undefined && request.method === 'DELETE') {
    await deps.store.delete(create.seq);
    await refresh();
    return null;
  }
  if (create?.seq !== undefined && request.method === 'PUT') {
    const folded: OfflineWrite = {
      ...create,
      path: request.createPath ?? create.path,
      body: request.body ?? null,
      preview: request.preview,
      walletCents: subtract(request.effect, {}),
    };
    await deps.store.put(folded);
    await refresh();
    return folded;
  }
  const write: OfflineWrite = {
    key,
    user: deps.currentUser(),
    workspace: sessionStore.get(workspaceAtom),
    method: request.method,
    path: request.path,
    body: request.body ?? null,
    target: request.target,
    preview: request.preview,
    walletCents: subtract(request.effect, request.previous),
    queuedAt: Date.now(),
    failure: null,
  };
  write.seq = await deps.store.put(write);
  await refresh();
  return write;
}

export type WriteOutcome = { queued: true; write: OfflineWrite | null } | { queued: false; body: unknown };

/**
 * Sends a write now when it can, else queues it: offline, behind writes still queued (order is kept), or when
 * the request never reached the server. Answers the server's body when it was sent; throws WriteRefused when
 * the server refused it at once.
 */
export async function sendOrQueue(request: WriteRequest): Promise<WriteOutcome> {
  const key = newKey();
  const user = deps.currentUser();
  const waiting = (await deps.store.all()).some((write) => !write.failure && write.user === user);
  const send = deps.send;
  // An edit or delete of an entry created offline folds into its queued create.
  const ofQueued = request.method !== 'POST' && isLocalUuid(request.target);
  if (!send || !deps.isOnline() || waiting || ofQueued) {
    const write = await queueWrite(request, key);
    void replayOfflineWrites();
    return { queued: true, write };
  }
  let answer: { status: number; body: unknown };
  try {
    answer = await send({
      key,
      workspace: sessionStore.get(workspaceAtom),
      method: request.method,
      path: request.path,
      body: request.body ?? null,
    });
  } catch (error) {
    if (!(error instanceof WriteNotSent)) throw error;
    return { queued: true, write: await queueWrite(request, key) };
  }
  if (answer.status >= 400) throw new WriteRefused(answer.status, answer.body);
  return { queued: false, body: answer.body };
}

/** A refusal that later replays cannot change; others (5xx, 408, 429, 401) are tried again later. */
const isFinalRefusal = (status: number) =>
  status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;

let replaying: Promise<void> | null = null;

/** Sends the queued writes in order, one at a time; stops at the first that cannot be sent now. */
export function replayOfflineWrites(): Promise<void> {
  replaying ??= (async () => {
    let answered = false;
    try {
      const user = deps.currentUser();
      for (const write of await refresh()) {
        // Another user's writes wait for their own session.
        if (write.failure || write.seq === undefined || write.user !== user) continue;
        const send = deps.send;
        if (!send || !deps.canReplay()) break;
        let answer: { status: number; body: unknown };
        try {
          answer = await send(write);
        } catch {
          break;
        }
        if (answer.status < 400) {
          const created = (answer.body as { uuid?: unknown } | null)?.uuid;
          if (write.method === 'POST' && isLocalUuid(write.target) && typeof created === 'string')
            sentCreates.set(write.target, created);
          await deps.store.delete(write.seq);
        } else if (isFinalRefusal(answer.status)) {
          await deps.store.put({
            ...write,
            failure: {
              status: answer.status,
              message: refusalMessage(answer.status, answer.body),
              fields: refusalFields(answer.body),
            },
          });
        } else {
          break;
        }
        answered = true;
        await refresh();
      }
    } finally {
      replaying = null;
      if (answered) deps.onSent();
    }
  })();
  return replaying;
}

/** Forgets a refused write (the person has read why). */
export async function dismissOfflineWrite(seq: number): Promise<void> {
  await deps.store.delete(seq);
  await refresh();
}

/** Connects the queue to the HTTP client (which does it when it loads). */
export function connectOfflineQueue(options: Partial<QueueDeps>): void {
  Object.assign(deps, options);
}

/**
 * Starts the queue: loads what is stored, sends it, and sends again each time the browser comes back online.
 * Returns a stop function.
 */
export function startOfflineQueue(
  options: Partial<QueueDeps> & { target?: Pick<Window, 'addEventListener' | 'removeEventListener'> } = {},
): () => void {
  const { target, ...rest } = options;
  connectOfflineQueue(rest);
  const replay = () => void replayOfflineWrites().catch(() => {});
  target?.addEventListener('online', replay);
  void refresh()
    .then(replay)
    .catch(() => {});
  return () => target?.removeEventListener('online', replay);
}

/** The pending (not refused) writes' balance moves of one user in one workspace, by wallet id, in cents. */
export function pendingWalletCents(
  writes: readonly OfflineWrite[],
  workspace: string | null,
  user: string | null,
): WalletCents {
  const total: WalletCents = {};
  for (const write of writes) {
    if (write.failure || write.workspace !== workspace || write.user !== user) continue;
    for (const [wallet, cents] of Object.entries(write.walletCents))
      total[wallet] = (total[wallet] ?? 0) + cents;
  }
  return total;
}
