// @vitest-environment jsdom
import type { WorkspaceImportResponse, WorkspaceSummary } from '@bc/api';
import { accessTokenAtom, sessionStore, workspaceAtom } from '@bc/session';
import {
  captureDownloads,
  ok,
  renderArea,
  type SavedFile,
  type StubAnswer,
  type StubCall,
  sendFormDataAsBrowsers,
  stubApiForFile,
  userInfo,
} from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { reloadPage } from './reload-page.ts';

vi.mock('./reload-page.ts', () => ({ reloadPage: vi.fn() }));

const api = stubApiForFile();
let list: WorkspaceSummary[];
let importAnswer: StubAnswer;
let acceptAnswer: StubAnswer;
let saved: SavedFile[];

const home: WorkspaceSummary = { uuid: 'ws-1', name: 'Home', role: 'owner', current: true };
const imported: WorkspaceImportResponse = {
  workspace: { uuid: 'ws-restored', name: 'Home (restored)' },
  counts: {
    wallets: 3,
    categories: 2,
    labels: 0,
    payees: 4,
    goals: 1,
    budgets: 0,
    models: 0,
    planned_entries: 0,
    rules: 0,
    entries: 1234,
    invited: 2,
  },
};
const refused = (status: number, body: object): StubAnswer => ({
  status,
  body: { status, code: 'refused', ...body },
});

function answer(call: StubCall): StubAnswer | undefined {
  const { method, path } = call;
  if (path === '/api/auth/user-info') {
    const current = call.headers['x-ws'] === 'ws-restored' ? 'ws-restored' : 'ws-1';
    return ok({ token: `session-${current}`, userInfo: userInfo({ workspaces: list, current_ws: current }) });
  }
  if (path === '/api/workspace/list') return ok(list);
  if (path === '/api/export/workspace' && method === 'GET') {
    const gzip = call.query.get('compress') === 'gzip';
    return {
      status: 200,
      headers: {
        'Content-Type': gzip ? 'application/gzip' : 'application/json',
        'Content-Disposition': `attachment; filename="Home-2026-11-21.budget-control.json${gzip ? '.gz' : ''}"`,
      },
      file: new TextEncoder().encode(gzip ? '\u001f\u008b' : '{"format":"budget-control-workspace"}'),
    };
  }
  if (path === '/api/import/workspace' && method === 'POST') {
    if (importAnswer.status === 201)
      list = [...list, { ...imported.workspace, role: 'owner', current: false }];
    return importAnswer;
  }
  if (path === '/api/workspace/invitation/accept' && method === 'POST') return acceptAnswer;
  return undefined;
}

beforeEach(() => {
  list = [home];
  importAnswer = { status: 201, body: imported };
  acceptAnswer = ok({ workspace: { uuid: 'ws-family', name: 'Family' }, role: 'editor' });
  sessionStore.set(accessTokenAtom, { token: 'access-1', storedAt: 1 });
  sessionStore.set(workspaceAtom, 'ws-1');
  saved = captureDownloads();
  sendFormDataAsBrowsers();
  api.handle(answer);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const calls = (path: string) => api.calls.filter((call) => call.path === path);

/** The multipart body's parts as name, file name and text, read as a server does. */
function parts(call: StubCall | undefined): { name: string; fileName: string | null; text: string }[] {
  const boundary = /boundary=(.+)$/.exec(String(call?.headers['content-type']))?.[1];
  if (!call || !boundary) return [];
  return call.raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [head = '', ...body] = part.replace(/^\r\n/, '').split('\r\n\r\n');
      return {
        name: /name="([^"]*)"/.exec(head)?.[1] ?? '',
        fileName: /filename="([^"]*)"/.exec(head)?.[1] ?? null,
        text: body.join('\r\n\r\n').replace(/\r\n$/, ''),
      };
    });
}

async function chooseAndSend(file: File | null) {
  const input = (await screen.findByLabelText('Workspace file (.json or .json.gz)')) as HTMLInputElement;
  if (file) fireEvent.change(input, { target: { files: [file] } });
  fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
  return input;
}

describe('the workspace file (/settings/workspace)', () => {
  it('downloads the current workspace as its file, plain or compressed, under the name the server gives', async () => {
    await renderArea(settingsArea, '/settings/workspace');
    const section = await screen.findByRole('region', { name: 'Workspace file' });
    await within(section).findByText(/^Download “Home”, the current workspace/);

    fireEvent.click(within(section).getByRole('button', { name: 'Download workspace' }));
    expect(await screen.findByText('Saved as Home-2026-11-21.budget-control.json')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Download compressed (.json.gz)' }));
    expect(await screen.findByText('Saved as Home-2026-11-21.budget-control.json.gz')).toBeTruthy();

    const asked = calls('/api/export/workspace');
    expect(asked.map((call) => [call.method, call.query.toString(), call.headers['x-ws']])).toEqual([
      ['GET', '', 'ws-1'],
      ['GET', 'compress=gzip', 'ws-1'],
    ]);
    expect(saved.map((file) => file.name)).toEqual([
      'Home-2026-11-21.budget-control.json',
      'Home-2026-11-21.budget-control.json.gz',
    ]);
    expect(await saved[0]?.blob.text()).toBe('{"format":"budget-control-workspace"}');
  });

  it('says why a download failed', async () => {
    api.handle((call) =>
      call.path === '/api/export/workspace' ? refused(404, { error: 'Workspace not found' }) : answer(call),
    );
    await renderArea(settingsArea, '/settings/workspace');
    fireEvent.click(await screen.findByRole('button', { name: 'Download workspace' }));
    expect(await screen.findByText('Workspace not found')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('sends the chosen file as the multipart field `file`, then shows what the new workspace holds and lists it', async () => {
    await renderArea(settingsArea, '/settings/workspace');
    const input = await chooseAndSend(
      new File(['{"format":"budget-control-workspace","version":1}'], 'home.budget-control.json', {
        type: 'application/json',
      }),
    );
    const created = await screen.findByText('“Home (restored)” was created from the file.');
    expect(created.parentElement?.textContent).toBe(
      '“Home (restored)” was created from the file. 2 people were invited by e-mail.',
    );

    const sent = calls('/api/import/workspace');
    expect(sent).toHaveLength(1);
    expect(String(sent[0]?.headers['content-type'])).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent[0]?.headers['x-ws']).toBe('ws-1');
    expect(parts(sent[0])).toEqual([
      {
        name: 'file',
        fileName: 'home.budget-control.json',
        text: '{"format":"budget-control-workspace","version":1}',
      },
    ]);

    // Entries always, and each other kind the file had.
    expect(
      screen
        .getAllByRole('term')
        .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`),
    ).toEqual(['Wallets 3', 'Categories 2', 'Payees 4', 'Goals 1', 'Entries 1,234']);
    // The list (and the shell's selector, through the user's info) is asked again and shows it.
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Workspaces' }))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Home Owner Current', 'Home (restored) Owner']),
    );
    expect(input.value).toBe('');
  });

  it('switches to the new workspace: the user info is asked for it, then the page opens again in it', async () => {
    await renderArea(settingsArea, '/settings/workspace');
    await chooseAndSend(new File(['{}'], 'home.json'));
    fireEvent.click(await screen.findByRole('button', { name: 'Switch to “Home (restored)”' }));
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(calls('/api/auth/user-info').at(-1)?.headers['x-ws']).toBe('ws-restored');
    expect(sessionStore.get(workspaceAtom)).toBe('ws-restored');
  });

  it("shows the server's reason for a file it refuses beside the input, and nothing is created", async () => {
    importAnswer = refused(422, {
      error: 'The file is not valid',
      fields: { file: 'Not a Budget Control workspace file' },
    });
    await renderArea(settingsArea, '/settings/workspace');
    const input = await chooseAndSend(new File(['hello'], 'notes.json'));
    const message = await screen.findByText(
      'This file cannot become a workspace: Not a Budget Control workspace file',
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('says a file over the limit is too big, and asks for a file before sending anything', async () => {
    importAnswer = { status: 413, body: { error: 'Payload too large' } };
    await renderArea(settingsArea, '/settings/workspace');
    const input = await chooseAndSend(null);
    expect(await screen.findByText('Choose a workspace file first.')).toBeTruthy();
    expect(calls('/api/import/workspace')).toEqual([]);

    fireEvent.change(input, { target: { files: [new File(['x'], 'huge.json.gz')] } });
    expect(screen.queryByText('Choose a workspace file first.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByText('This file is too big to become a workspace.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('an invitation (/settings/workspace?invitation=…)', () => {
  it('accepts it with its token, then names the workspace joined, offers the switch and lists it', async () => {
    const view = await renderArea(settingsArea, '/settings/workspace?invitation=tok-123');
    const panel = await screen.findByRole('region', { name: 'Invitation to a workspace' });
    list = [home, { uuid: 'ws-family', name: 'Family', role: 'editor', current: false }];
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept invitation' }));
    const joined = await within(panel).findByText('You joined “Family” as Editor.');
    expect(document.activeElement).toBe(joined);
    expect(
      calls('/api/workspace/invitation/accept').map((call) => [call.method, call.body, call.headers['x-ws']]),
    ).toEqual([['POST', { token: 'tok-123' }, 'ws-1']]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Workspaces' })).getAllByRole('listitem')).toHaveLength(
        2,
      ),
    );
    expect(within(panel).getByRole('button', { name: 'Switch to “Family”' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Invitation to a workspace' })).toBeNull();
    expect(view.location()).toBe('/settings/workspace');
  });

  it.each([
    [404, 'This invitation is unknown or has expired. Ask the person who invited you to send it again.'],
    [403, 'This invitation was sent to another e-mail address: sign in with that address to accept it.'],
  ])('says why an invitation answered %i cannot be accepted', async (status, text) => {
    acceptAnswer = refused(status, { error: 'Refused' });
    await renderArea(settingsArea, '/settings/workspace?invitation=tok-old');
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe(text);
    expect(screen.queryByRole('button', { name: /^Switch to/ })).toBeNull();
  });

  it('shows no invitation without a token', async () => {
    await renderArea(settingsArea, '/settings/workspace');
    await screen.findByRole('region', { name: 'Workspace file' });
    expect(screen.queryByRole('region', { name: 'Invitation to a workspace' })).toBeNull();
  });
});
