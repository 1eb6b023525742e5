// The reader thread's door (reader-thread.ts): one thread, started at the first read and left idle (unref'd)
// after; a read that fails throws what readBankFile would have thrown.
import { Worker } from 'node:worker_threads';
import { type ReadFile, UnreadableFileError } from './formats/bank-file.ts';
import type { StoredReadOptions } from './read-bank-file.ts';

export type ReadRequest = { id: number; bytes: Uint8Array; options: StoredReadOptions };
export type ReadReply =
  | { id: number; ok: true; file: ReadFile }
  | { id: number; ok: false; unreadable: { reason: string; where: string | null } }
  | { id: number; ok: false; failure: string };

type Waiting = { resolve: (file: ReadFile) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function stop(error: Error) {
  worker = undefined;
  for (const caller of waiting.values()) caller.reject(error);
  waiting.clear();
}

function readerThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./reader-thread.ts', import.meta.url));
  started.unref();
  started.on('message', (reply: ReadReply) => {
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (waiting.size === 0) started.unref();
    if (!caller) return;
    if (reply.ok) caller.resolve(reply.file);
    else if ('unreadable' in reply)
      caller.reject(new UnreadableFileError(reply.unreadable.reason, reply.unreadable.where));
    else caller.reject(new Error(`The file reader failed: ${reply.failure}`));
  });
  started.on('error', stop);
  started.on('exit', (code) => stop(new Error(`The file reader thread exited with code ${code}`)));
  worker = started;
  return started;
}

/** readBankFile on the reader thread. The bytes are copied to it; the caller's stay usable. */
export function readBankFileOffThread(bytes: Uint8Array, options: StoredReadOptions): Promise<ReadFile> {
  const thread = readerThread();
  thread.ref();
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    thread.postMessage({ id, bytes, options } satisfies ReadRequest);
  });
}
