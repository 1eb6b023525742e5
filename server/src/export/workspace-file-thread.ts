// The door to the restore thread (restore-thread.ts): one thread per file read back, ended when the restore
// is done with it (its memory goes with it).
import { Worker } from 'node:worker_threads';
import type { WorkspaceFile, WorkspaceFileEntry } from '@bc/api';
import { type FileRefusal, type ReferenceData, RefusedFile } from './workspace-file-check.ts';

export type RestoreThreadStart = { bytes: Uint8Array; reference: ReferenceData };
export type RestoreThreadRequest = { from: number; count: number };
/** An entry of the file with the uuid it gets, and its transfer's other side's. */
export type CheckedEntry = WorkspaceFileEntry & { uuid: string; transfer_uuid: string | null };
export type FileHead = Omit<WorkspaceFile, 'entries'>;
export type RestoreThreadReply =
  | { kind: 'ready'; head: FileHead; entryCount: number }
  | { kind: 'page'; entries: CheckedEntry[] }
  | { kind: 'refused'; refusal: FileRefusal }
  | { kind: 'failed'; message: string };

export type CheckedFile = {
  head: FileHead;
  entryCount: number;
  /** Entries from..from+count-1 of the file, in its order. */
  entries(from: number, count: number): Promise<CheckedEntry[]>;
  close(): Promise<void>;
};

/** The file read and checked on its own thread; throws RefusedFile for a file that is not one or is broken. */
export function openWorkspaceFile(bytes: Uint8Array, reference: ReferenceData): Promise<CheckedFile> {
  const worker = new Worker(new URL('./restore-thread.ts', import.meta.url), {
    workerData: { bytes, reference } satisfies RestoreThreadStart,
  });
  let next: ((reply: RestoreThreadReply) => void) | undefined;
  let failed: ((error: Error) => void) | undefined;
  worker.on('message', (reply: RestoreThreadReply) => next?.(reply));
  worker.on('error', (error) => failed?.(error));
  worker.on('exit', (code) => failed?.(new Error(`The restore thread exited with code ${code}`)));
  const reply = () =>
    new Promise<RestoreThreadReply>((resolve, reject) => {
      next = resolve;
      failed = reject;
    });
  const close = async () => {
    failed = undefined;
    await worker.terminate();
  };
  return reply().then(
    async (first) => {
      if (first.kind !== 'ready') {
        await close();
        if (first.kind === 'refused') throw new RefusedFile(first.refusal);
        throw new Error(
          first.kind === 'failed' ? `The file reader failed: ${first.message}` : 'Unexpected reply',
        );
      }
      return {
        head: first.head,
        entryCount: first.entryCount,
        async entries(from, count) {
          const answer = reply();
          worker.postMessage({ from, count } satisfies RestoreThreadRequest);
          const page = await answer;
          if (page.kind !== 'page') throw new Error('The restore thread answered out of turn');
          return page.entries;
        },
        close,
      };
    },
    async (error) => {
      await close();
      throw error;
    },
  );
}
