// Reads bank files on a thread of its own: a 100,000-row file takes the reader a second or more, which on the
// request thread would hold every other person's request for as long. Answers reads one at a time, in order.
import { parentPort } from 'node:worker_threads';
import { UnreadableFileError } from './formats/bank-file.ts';
import { readBankFile } from './read-bank-file.ts';
import type { ReadReply, ReadRequest } from './read-off-thread.ts';

const port = parentPort;
if (!port) throw new Error('reader-thread.ts runs as a worker thread');

port.on('message', ({ id, bytes, options }: ReadRequest) => {
  let reply: ReadReply;
  try {
    reply = { id, ok: true, file: readBankFile(bytes, options) };
  } catch (error) {
    reply =
      error instanceof UnreadableFileError
        ? { id, ok: false, unreadable: { reason: error.reason, where: error.where } }
        : { id, ok: false, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply);
});
