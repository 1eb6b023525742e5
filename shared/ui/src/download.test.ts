// @vitest-environment jsdom
import { accessTokenAtom, sessionStore, workspaceAtom } from '@bc/session';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadFile, fileNameOf } from './download.ts';
import { captureDownloads, type SavedFile } from './download-capture.ts';
import { stubApiForFile } from './stub-api.ts';

const api = stubApiForFile();

let saved: SavedFile[];
beforeEach(() => {
  saved = captureDownloads();
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(workspaceAtom, 'ws-home');
});
afterEach(() => vi.restoreAllMocks());

describe('downloadFile', () => {
  it('asks through the session client and saves the bytes under the name the server gives', async () => {
    api.handle(() => ({
      status: 200,
      headers: {
        'Content-Type': 'application/gzip',
        'Content-Disposition': 'attachment; filename="Home-2026-11-21.budget-control.json.gz"',
      },
      file: new Uint8Array([0x1f, 0x8b, 8, 0]),
    }));
    const name = await downloadFile('api/export/workspace', {
      searchParams: { compress: 'gzip' },
      fallbackName: 'workspace.json.gz',
    });
    expect(name).toBe('Home-2026-11-21.budget-control.json.gz');
    expect(api.calls.map((call) => [call.method, call.path, call.query.toString()])).toEqual([
      ['GET', '/api/export/workspace', 'compress=gzip'],
    ]);
    expect(api.calls[0]?.headers.authorization).toBe('Bearer access-1');
    expect(api.calls[0]?.headers['x-ws']).toBe('ws-home');
    expect(saved.map(({ name, linkInDocument }) => ({ name, linkInDocument }))).toEqual([
      { name: 'Home-2026-11-21.budget-control.json.gz', linkInDocument: true },
    ]);
    const bytes = await saved[0]?.blob.arrayBuffer();
    expect([...new Uint8Array(bytes ?? new ArrayBuffer(0))]).toEqual([0x1f, 0x8b, 8, 0]);
    // The temporary link is gone again.
    expect(document.querySelectorAll('a[download]')).toHaveLength(0);
  });

  it('saves under the fallback name when the answer names no file, and sends a name given twice twice', async () => {
    api.handle(() => ({
      status: 200,
      headers: { 'Content-Type': 'application/zip' },
      file: new TextEncoder().encode('PK'),
    }));
    expect(await downloadFile('api/export/account', { fallbackName: 'budget-control.zip' })).toBe(
      'budget-control.zip',
    );
    await downloadFile('api/export/entries.csv', {
      searchParams: new URLSearchParams([
        ['filters[wallet][]', '1'],
        ['filters[wallet][]', '2'],
      ]),
      fallbackName: 'entries.csv',
    });
    expect(api.calls.map((call) => call.query.getAll('filters[wallet][]'))).toEqual([[], ['1', '2']]);
    expect(saved.map((each) => each.name)).toEqual(['budget-control.zip', 'entries.csv']);
  });

  it('saves nothing when the server refuses, and throws its error', async () => {
    api.handle(() => ({
      status: 404,
      body: { error: 'Workspace not found', status: 404, code: 'not_found' },
    }));
    await expect(downloadFile('api/export/workspace', { fallbackName: 'x.json' })).rejects.toMatchObject({
      response: { status: 404 },
    });
    expect(saved).toEqual([]);
  });
});

describe('fileNameOf', () => {
  it('reads the quoted, bare and UTF-8 names, the UTF-8 one first', () => {
    expect(fileNameOf('attachment; filename="Home-2026-01-02.budget-control.json"')).toBe(
      'Home-2026-01-02.budget-control.json',
    );
    expect(fileNameOf('attachment; filename=budget-control-2026-01-02.zip')).toBe(
      'budget-control-2026-01-02.zip',
    );
    expect(fileNameOf(`attachment; filename="Caf_.json"; filename*=UTF-8''Caf%C3%A9%20%E2%82%AC.json`)).toBe(
      'Café €.json',
    );
    expect(fileNameOf('attachment; filename="say \\"hi\\".json"')).toBe('say "hi".json');
  });

  it('keeps no folder and answers null for no name', () => {
    expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameOf('attachment')).toBeNull();
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('attachment; filename=""')).toBeNull();
  });
});
