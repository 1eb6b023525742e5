// The offline writes kept in IndexedDB (database bc-offline-writes, store writes): they outlive a reload or a
// closed tab until the server has answered them. `seq` (auto-increment) is their order.
import type { OfflineWrite } from './types.ts';

const DB_NAME = 'bc-offline-writes';
const STORE = 'writes';

export interface WriteStore {
  all(): Promise<OfflineWrite[]>;
  /** Adds (no seq) or replaces (seq) a write; answers its seq. */
  put(write: OfflineWrite): Promise<number>;
  delete(seq: number): Promise<void>;
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** The store in `factory` (the browser's indexedDB); one connection, opened on first use. */
export function indexedDbStore(factory: IDBFactory): WriteStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DB_NAME, 1);
      request.onupgradeneeded = () => {
        request.result.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true });
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opened = null;
        reject(request.error);
      };
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return done(work(db.transaction(STORE, mode).objectStore(STORE)));
  };
  return {
    all: () => run('readonly', (store) => store.getAll() as IDBRequest<OfflineWrite[]>),
    put: (write) => run('readwrite', (store) => store.put(write)).then(Number),
    delete: (seq) => run('readwrite', (store) => store.delete(seq)).then(() => undefined),
  };
}

/** Where IndexedDB is missing (tests without it, very old browsers): kept for the page's life only. */
export function memoryStore(): WriteStore {
  const rows = new Map<number, OfflineWrite>();
  let next = 1;
  return {
    all: async () => [...rows.values()].sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)),
    put: async (write) => {
      const seq = write.seq ?? next++;
      rows.set(seq, structuredClone({ ...write, seq }));
      return seq;
    },
    delete: async (seq) => {
      rows.delete(seq);
    },
  };
}
