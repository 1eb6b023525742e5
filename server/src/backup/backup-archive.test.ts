import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotABackupError, packBackup, unpackBackup, writeFileAtomically } from './backup-archive.ts';

/** A ustar archive of these files, as PGlite's dumpDataDir writes one (names from the data folder's root). */
function tarOf(files: Record<string, string>): Uint8Array {
  const blocks: Buffer[] = [];
  for (const [name, content] of Object.entries(files)) {
    const header = Buffer.alloc(512);
    header.write(name, 0);
    header.write('0000644\0', 100);
    header.write(`${content.length.toString(8).padStart(11, '0')}\0`, 124);
    header.write('0', 156);
    header.write('ustar\x0000', 257);
    header.write(' '.repeat(8), 148);
    const sum = header.reduce((total, byte) => total + byte, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
    const body = Buffer.alloc(Math.ceil(content.length / 512) * 512);
    body.write(content);
    blocks.push(header, body);
  }
  return Buffer.concat([...blocks, Buffer.alloc(1024)]);
}

const DATA_FOLDER = { '/PG_VERSION': '18\n', '/global/pg_control': 'control', '/base/1/1259': 'pages' };

const refusal = (bytes: Uint8Array) =>
  unpackBackup(bytes).then(
    () => 'accepted',
    (error: unknown) => (error instanceof NotABackupError ? error.message : `fault: ${error}`),
  );

describe('a backup file', () => {
  it('is the data folder gzipped, and opens again with its PostgreSQL version', async () => {
    const tar = tarOf(DATA_FOLDER);
    const file = await packBackup(tar);
    expect([file[0], file[1]]).toEqual([0x1f, 0x8b]);
    expect(await unpackBackup(file)).toEqual({ tar: Buffer.from(tar), version: '18' });
    // A plain tar too, with the names tar gives them.
    const fromTar = tarOf({ './PG_VERSION': '18\n', './global/pg_control': 'control' });
    expect((await unpackBackup(fromTar)).version).toBe('18');
  });

  it('is refused, with the reason, when it is not a data folder', async () => {
    expect(await refusal(new Uint8Array())).toBe('it is empty');
    expect(await refusal(Buffer.from('date,amount\n2024-01-01,3.50\n'))).toBe('it is not a tar archive');
    expect(await refusal(Buffer.alloc(4096, 'x'))).toBe('it is not a tar archive');
    expect(await refusal(gzipSync(Buffer.from('hello')))).toBe('it is not a tar archive');
    expect(await refusal(gzipSync(tarOf(DATA_FOLDER)).subarray(0, 60))).toBe(
      'its compressed data is damaged',
    );
    expect(await refusal(tarOf(DATA_FOLDER).subarray(0, 1024 + 512 + 100))).toBe('the archive is cut short');
    expect(await refusal(tarOf({ 'notes.txt': 'hello' }))).toBe(
      'the archive has no database folder (no PG_VERSION, global/pg_control)',
    );
  });
});

describe('writing a file whole or not at all', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'bc-archive-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('replaces an earlier file, readable by its owner only, and leaves nothing else', async () => {
    const file = path.join(folder, 'backup.tar.gz');
    await writeFile(file, 'the earlier backup');
    await writeFileAtomically(file, Buffer.from('the new backup'));
    expect(await readFile(file, 'utf8')).toBe('the new backup');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readdir(folder)).toEqual(['backup.tar.gz']);
  });

  it('writes nothing where it cannot', async () => {
    await expect(
      writeFileAtomically(path.join(folder, 'missing', 'backup.tar.gz'), Buffer.from('x')),
    ).rejects.toThrow();
    expect(await readdir(folder)).toEqual([]);
  });
});
