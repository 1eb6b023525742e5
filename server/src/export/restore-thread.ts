// Reads a workspace file on a thread of its own: parsing and checking a million entries takes seconds, which on
// the request thread would hold every other person's request as long. The file stays here; the restore asks
// for its entries a page at a time, each with the uuid it will have (a transfer's other side's too).
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkspaceFile } from '@bc/api';
import { fileReferenceProblems, parseWorkspaceFile, RefusedFile } from './workspace-file-check.ts';
import type {
  CheckedEntry,
  RestoreThreadReply,
  RestoreThreadRequest,
  RestoreThreadStart,
} from './workspace-file-thread.ts';

const port = parentPort;
if (!port) throw new Error('restore-thread.ts runs as a worker thread');
const { bytes, reference } = workerData as RestoreThreadStart;

function checkedFile(): { file: WorkspaceFile; entries: CheckedEntry[] } | RestoreThreadReply {
  try {
    const file = parseWorkspaceFile(bytes);
    const fields = fileReferenceProblems(file, reference);
    if (Object.keys(fields).length > 0) {
      return {
        kind: 'refused',
        refusal: {
          status: 422,
          message: 'The file refers to things it does not hold',
          fields: { file: 'Some references are broken', ...fields },
        },
      };
    }
    const uuids = new Map(file.entries.map((entry) => [entry.ref, randomUUID()]));
    const entries = file.entries.map((entry) => ({
      ...entry,
      uuid: uuids.get(entry.ref) ?? randomUUID(),
      transfer_uuid: entry.transfer === null ? null : (uuids.get(entry.transfer) ?? null),
    }));
    return { file, entries };
  } catch (error) {
    if (error instanceof RefusedFile) return { kind: 'refused', refusal: error.refusal };
    return {
      kind: 'failed',
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

const checked = checkedFile();
if ('kind' in checked) {
  port.postMessage(checked);
} else {
  const { entries: _, ...head } = checked.file;
  port.postMessage({ kind: 'ready', head, entryCount: checked.entries.length } satisfies RestoreThreadReply);
  port.on('message', ({ from, count }: RestoreThreadRequest) => {
    port.postMessage({
      kind: 'page',
      entries: checked.entries.slice(from, from + count),
    } satisfies RestoreThreadReply);
  });
}
