import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OperatorError } from './command-line.ts';
import { askHolder, claimDataFolder, controlFolder, type Holder } from './control-socket.ts';

let dataDir: string;
const holders: Holder[] = [];

const claim = async (answer = async () => new Uint8Array([1, 2, 3])) => {
  const holder = await claimDataFolder(dataDir, answer);
  holders.push(holder);
  return holder;
};

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bc-control-'));
});

afterEach(async () => {
  await Promise.all(holders.splice(0).map((holder) => holder.release()));
  await rm(dataDir, { recursive: true, force: true });
});

/** A socket left behind: its process was killed while it listened. */
async function leaveStaleSocket(folder: string) {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const child = spawn(
    process.execPath,
    ['-e', "require('node:net').createServer().listen('control.sock', () => console.log('up'))"],
    { cwd: folder, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  child.kill('SIGKILL');
  await new Promise((resolve) => child.once('exit', resolve));
  expect(existsSync(path.join(folder, 'control.sock'))).toBe(true);
}

describe('the control socket of a data folder', () => {
  it('answers whoever asks, through a socket only its owner can reach', async () => {
    await claim();
    expect(await askHolder(dataDir, { ask: 'backup' })).toEqual(Buffer.from([1, 2, 3]));
    expect((await stat(controlFolder(dataDir))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(controlFolder(dataDir), 'control.sock'))).mode & 0o777).toBe(0o600);
  });

  it('is held by one process at a time, and free again once released', async () => {
    const first = await claim();
    const second = await claimDataFolder(dataDir, async () => new Uint8Array()).catch((error) => error);
    expect(second).toBeInstanceOf(OperatorError);
    expect(second.message).toContain(`Another process holds the data folder ${dataDir}`);
    await first.release();
    expect(existsSync(path.join(controlFolder(dataDir), 'control.sock'))).toBe(false);
    expect(await askHolder(dataDir, { ask: 'backup' })).toBeUndefined();
    await claim();
    expect(await askHolder(dataDir, { ask: 'backup' })).toEqual(Buffer.from([1, 2, 3]));
  });

  it('takes over a socket whose process was killed, and finds no holder behind it', async () => {
    await leaveStaleSocket(controlFolder(dataDir));
    expect(await askHolder(dataDir, { ask: 'backup' })).toBeUndefined();
    await claim();
    expect(await askHolder(dataDir, { ask: 'backup' })).toEqual(Buffer.from([1, 2, 3]));
  });

  it('passes the holder refusal on as a message for the operator', async () => {
    await claim(async () => {
      throw new Error('The server is still starting: try again in a moment.');
    });
    await expect(askHolder(dataDir, { ask: 'backup' })).rejects.toThrow(
      new OperatorError('The server is still starting: try again in a moment.'),
    );
  });

  it('works in a data folder whose path is longer than a socket address holds', async () => {
    dataDir = path.join(dataDir, 'd'.repeat(120));
    const big = new Uint8Array(3_000_000).fill(7);
    await claim(async () => big);
    const answer = await askHolder(dataDir, { ask: 'backup' });
    expect(answer && Buffer.compare(answer, big)).toBe(0);
  });

  it('finds no holder where there is no data folder', async () => {
    expect(await askHolder(path.join(dataDir, 'missing'), { ask: 'backup' })).toBeUndefined();
  });
});
