// The control socket of a data folder: a Unix socket at <DATA_DIR>/run/control.sock, in a folder only its
// owner may enter (0700), itself 0600, so only the account the server runs as (and root) can ask anything,
// and no network port is opened. Whoever listens on it holds the data folder. PGlite takes no lock of its
// own: two processes opening one folder both start, and write over each other's pages. So the server, and
// `pnpm backup` when no server runs, hold the folder for as long as they have its database open.
//
// One exchange per connection: the asker writes a JSON request and ends its side; the holder answers a JSON
// line ({"ok":true,"bytes":n} or {"ok":false,"error":"…"}), then the n bytes, and ends.
import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { errorCode, OperatorError } from './command-line.ts';

const SOCKET_NAME = 'control.sock';
/** A request is a few bytes; anything longer is not one. */
const MAX_REQUEST_BYTES = 1024;
/** How long a connection may take to send its request. */
const REQUEST_TIMEOUT_MS = 10_000;

export type ControlRequest = { ask: 'backup' };

/** The holder's answer to a request; an Error thrown is sent back as its message. */
export type Answer = (request: ControlRequest) => Promise<Uint8Array>;

export type Holder = {
  /** Stops listening (ending any open exchange) and removes the socket: the folder is free again. */
  release(): Promise<void>;
};

type Header = { ok: true; bytes: number } | { ok: false; error: string };

export const controlFolder = (dataDir: string) => path.join(dataDir, 'run');

/**
 * Runs `call` (binding, reaching or closing the socket) with `folder` as the working folder. A Unix socket's
 * address holds at most 107 bytes and a data folder's path may be longer, so the socket is always named
 * relative to its folder; Node also removes it by that name when it is closed. The call is synchronous: no
 * other code of this process runs before the working folder is put back.
 */
function inFolder<T>(folder: string, call: () => T): T {
  const previous = process.cwd();
  process.chdir(folder);
  try {
    return call();
  } finally {
    process.chdir(previous);
  }
}

const noPermission = (where: string) =>
  new OperatorError(
    `No permission to use ${where}: run the command as the account the server runs as (the owner of the data folder).`,
  );

const heldElsewhere = (dataDir: string) =>
  new OperatorError(
    `Another process holds the data folder ${dataDir} (a Budget Control server, or a backup taken now): ` +
      'stop it first (a second server needs a DATA_DIR of its own).',
  );

/** A connection to the folder's socket, or undefined when nobody listens there (no socket, or one left over). */
function connect(folder: string): Promise<net.Socket | undefined> {
  return new Promise((resolve, reject) => {
    let socket: net.Socket;
    try {
      socket = inFolder(folder, () => net.connect(SOCKET_NAME));
    } catch (error) {
      if (errorCode(error) === 'ENOENT') return resolve(undefined);
      return reject(errorCode(error) === 'EACCES' ? noPermission(folder) : error);
    }
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(socket);
    });
    socket.once('error', (error) => {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ECONNREFUSED') resolve(undefined);
      else reject(code === 'EACCES' ? noPermission(path.join(folder, SOCKET_NAME)) : error);
    });
  });
}

/** Everything the other side sends until it ends its side; at most `limit` bytes. */
function readToEnd(socket: net.Socket, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    socket.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) socket.destroy(new Error('The message is too long'));
      else chunks.push(chunk);
    });
    socket.once('end', () => resolve(Buffer.concat(chunks)));
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('The connection closed before the message ended')));
  });
}

function parseRequest(bytes: Buffer): ControlRequest | undefined {
  try {
    const request = JSON.parse(bytes.toString('utf8')) as unknown;
    return (request as ControlRequest | null)?.ask === 'backup' ? { ask: 'backup' } : undefined;
  } catch {
    return undefined;
  }
}

async function serve(socket: net.Socket, answer: Answer): Promise<void> {
  socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy());
  const request = parseRequest(await readToEnd(socket, MAX_REQUEST_BYTES));
  socket.setTimeout(0);
  const line = (header: Header) => `${JSON.stringify(header)}\n`;
  try {
    if (!request) throw new Error('Not a request this server knows');
    const body = await answer(request);
    socket.write(line({ ok: true, bytes: body.length }));
    socket.end(body);
  } catch (error) {
    socket.end(line({ ok: false, error: error instanceof Error ? error.message : String(error) }));
  }
}

/**
 * Holds the data folder: listens on its control socket and answers requests with `answer`. Throws an
 * OperatorError when another process holds it. A socket nobody listens on any more (its process ended
 * without closing it) is taken over.
 */
export async function claimDataFolder(dataDir: string, answer: Answer): Promise<Holder> {
  const folder = controlFolder(dataDir);
  try {
    await mkdir(dataDir, { recursive: true });
    await mkdir(folder, { recursive: true, mode: 0o700 });
    // Also when the folder was made earlier, by hand or under another umask.
    await chmod(folder, 0o700);
  } catch (error) {
    throw errorCode(error) === 'EACCES' || errorCode(error) === 'EPERM' ? noPermission(folder) : error;
  }
  const holder = await connect(folder);
  if (holder) {
    holder.destroy();
    throw heldElsewhere(dataDir);
  }
  await rm(path.join(folder, SOCKET_NAME), { force: true });

  const open = new Set<net.Socket>();
  const server = net.createServer({ allowHalfOpen: true }, (socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // The asker may leave at any time (a probe, Ctrl-C): nothing to answer then.
    socket.on('error', () => socket.destroy());
    serve(socket, answer).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error) =>
      reject(errorCode(error) === 'EADDRINUSE' ? heldElsewhere(dataDir) : error),
    );
    inFolder(folder, () => server.listen(SOCKET_NAME, resolve));
  });
  await chmod(path.join(folder, SOCKET_NAME), 0o600);
  return {
    release: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        inFolder(folder, () => server.close(() => resolve()));
      }),
  };
}

/**
 * Asks the process holding the data folder. Undefined when none holds it; its refusal is an OperatorError
 * with its message.
 */
export async function askHolder(dataDir: string, request: ControlRequest): Promise<Uint8Array | undefined> {
  const socket = await connect(controlFolder(dataDir));
  if (!socket) return undefined;
  socket.end(JSON.stringify(request));
  const reply = await readToEnd(socket);
  const lineEnd = reply.indexOf('\n');
  const header = JSON.parse(reply.subarray(0, lineEnd).toString('utf8')) as Header;
  if (!header.ok) throw new OperatorError(header.error);
  const body = reply.subarray(lineEnd + 1);
  if (body.length !== header.bytes) {
    throw new Error(`The answer was cut short: ${body.length} of ${header.bytes} bytes`);
  }
  return body;
}
