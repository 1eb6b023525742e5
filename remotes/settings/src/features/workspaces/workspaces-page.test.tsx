// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WorkspaceDetail, WorkspaceSummary } from '@bc/api';
import { configureHttp } from '@bc/session';
import { renderArea } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';

// A stand-in for the API at the HTTP boundary: canned workspaces, and a log of what was asked.
interface Call {
  method: string;
  path: string;
  body: unknown;
}
let server: Server;
let calls: Call[] = [];
let list: WorkspaceSummary[] = [];
let details: Record<string, WorkspaceDetail> = {};

const currencies = [
  { id: 1, slug: 'us_dollar', code: 'USD', symbol: '$', icon: '$', exchange_rate: 1.1 },
  { id: 2, slug: 'euro', code: 'EUR', symbol: '€', icon: '€', exchange_rate: 1 },
];
const [dollar, euro] = currencies as [(typeof currencies)[number], (typeof currencies)[number]];

/** The signed-in user: a member of every workspace, listed among its users like the others. */
const me = { uuid: 'u-me', name: 'Me', email: 'me@example.com' };
const family: WorkspaceDetail = {
  workspace: {
    uuid: 'ws-family',
    name: 'Family',
    role: 'owner',
    current: true,
    users: [
      { ...me, role: 'owner' },
      { uuid: 'u-bob', name: 'Bob', email: 'bob@example.com', role: 'editor' },
      { uuid: 'u-eve', name: 'Eve', email: 'eve@example.com', role: 'viewer' },
    ],
  },
  settings: { data: { currency: euro, paymenttypeId: 1 } },
};
const office: WorkspaceDetail = {
  workspace: {
    uuid: 'ws-office',
    name: 'Office',
    role: 'viewer',
    current: false,
    users: [
      { uuid: 'u-ann', name: 'Ann', email: 'ann@example.com', role: 'owner' },
      { ...me, role: 'viewer' },
    ],
  },
  settings: { data: { currency: dollar, paymenttypeId: 3 } },
};
const created: WorkspaceDetail = {
  workspace: {
    uuid: 'ws-new',
    name: 'Holidays',
    role: 'owner',
    current: false,
    users: [{ ...me, role: 'owner' }],
  },
  settings: { data: { currency: euro, paymenttypeId: 1 } },
};
const summary = ({ workspace: { uuid, name, role, current } }: WorkspaceDetail): WorkspaceSummary => ({
  uuid,
  name,
  role,
  current,
});
const userInfo = {
  ...me,
  email_verified: true,
  workspaces: [summary(family), summary(office)],
  current_ws: 'ws-family',
  workspace_settings: { uuid: 'ws-family', name: 'Family', data: { currency: euro, payment_type_id: 1 } },
  shared_with: [],
};
const paymentTypes = [
  { id: 1, slug: 'credit_card' },
  { id: 3, slug: 'bank_transfer' },
];

const notFound = (error: string) => ({ status: 404, body: { error, status: 404, code: 'not_found' } });

function answer(method: string, path: string, body: unknown): { status: number; body: unknown } {
  if (path === '/api/currencies') return { status: 200, body: currencies };
  if (path === '/api/payment-types') return { status: 200, body: paymentTypes };
  if (path === '/api/auth/user-info') return { status: 200, body: { token: 'session', userInfo } };
  if (path === '/api/workspace/list') return { status: 200, body: list };
  if (path === '/api/workspace/create' && method === 'POST') return { status: 201, body: created };
  const share = path.match(/^\/api\/workspace\/([^/]+)\/share$/);
  if (share && method === 'POST') {
    const email = (body as { user_to_share?: string } | null)?.user_to_share;
    if (email !== 'zoe@example.com') return notFound('User not found');
    return { status: 201, body: { user: { uuid: 'u-zoe', name: 'Zoe', email, role: 'editor' } } };
  }
  if (/^\/api\/workspace\/[^/]+\/unshare\/[^/]+$/.test(path)) return { status: 204, body: null };
  if (path.startsWith('/api/workspace/update/')) return { status: 200, body: family };
  const detail = details[decodeURIComponent(path.replace('/api/workspace/', ''))];
  if (detail && method === 'GET') return { status: 200, body: detail };
  if (detail && method === 'DELETE') return { status: 200, body: { message: 'Workspace deleted' } };
  return notFound('Not found');
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://api').pathname;
      const method = request.method ?? 'GET';
      const sent = raw ? JSON.parse(raw) : null;
      calls.push({ method, path, body: sent });
      const { status, body } = answer(method, path, sent);
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (body === null) response.writeHead(status).end();
      else response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({ apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  calls = [];
  list = [summary(family), summary(office)];
  details = { [family.workspace.uuid]: family, [office.workspace.uuid]: office };
});

const writes = () => calls.filter((call) => call.method !== 'GET');

async function openWorkspace(name: RegExp) {
  await renderArea(settingsArea, '/settings/workspace');
  const item = await screen.findByRole('button', { name });
  item.focus();
  fireEvent.click(item);
  const dialog = await screen.findByRole('dialog');
  // Loaded: the form (or the details) has replaced the loading state.
  await waitFor(() => expect(within(dialog).queryByRole('status')).toBeNull());
  return { item, dialog };
}

describe('/settings/workspace', () => {
  it('lists the workspaces with the role and the current one', async () => {
    await renderArea(settingsArea, '/settings/workspace');
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Family Owner Current', 'Office Viewer']);
    expect(screen.getByRole('button', { name: 'Add workspace' })).toBeTruthy();
  });

  it('shows the empty state when there are none', async () => {
    list = [];
    await renderArea(settingsArea, '/settings/workspace');
    expect(await screen.findByText('No workspaces found')).toBeTruthy();
  });

  it('opens an owned workspace in a dialog with its settings; Escape closes it and gives the focus back', async () => {
    const { item, dialog } = await openWorkspace(/^Family/);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('heading', { name: 'Edit workspace' })).toBeTruthy();
    const name = within(dialog).getByLabelText('Name') as HTMLInputElement;
    expect(name.value).toBe('Family');
    expect(document.activeElement).toBe(name);
    await within(dialog).findByRole('option', { name: '€ · Euro' });
    expect((within(dialog).getByLabelText('Default currency') as HTMLSelectElement).value).toBe('2');
    // Every member but the signed-in user.
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Bob bob@example.com EditorRemove', 'Eve eve@example.com ViewerRemove']),
    );

    fireEvent.keyDown(name, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(item);
  });

  it('removes a shared user at once', async () => {
    const { dialog } = await openWorkspace(/^Family/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Bob' }));
    expect(within(dialog).queryByText('Bob')).toBeNull();
    expect(await within(dialog).findByText('User unshared')).toBeTruthy();
    expect(writes()).toEqual([
      { method: 'DELETE', path: '/api/workspace/ws-family/unshare/u-bob', body: null },
    ]);
  });

  it('sends nothing for a share e-mail that cannot be one, and says when nobody has the e-mail', async () => {
    const { dialog } = await openWorkspace(/^Family/);
    const email = within(dialog).getByLabelText('Share with (e-mail)') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'a@b.c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Workspace updated')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes().map((call) => call.path)).toEqual(['/api/workspace/update/ws-family']);
    expect(writes()[0]?.body).toEqual({ name: 'Family', currency: 2, payment_type: 1 });

    calls = [];
    const again = await screen.findByRole('button', { name: /^Family/ });
    fireEvent.click(again);
    const second = await screen.findByRole('dialog');
    await within(second).findByLabelText('Share with (e-mail)');
    await within(second).findByRole('option', { name: '€ · Euro' });
    fireEvent.change(within(second).getByLabelText('Share with (e-mail)'), {
      target: { value: 'nobody@example.com' },
    });
    fireEvent.click(within(second).getByLabelText('Viewer: only reads the data'));
    fireEvent.click(within(second).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User not found')).toBeTruthy();
    expect(writes().map((call) => [call.path, call.body])).toEqual([
      ['/api/workspace/update/ws-family', { name: 'Family', currency: 2, payment_type: 1 }],
      ['/api/workspace/ws-family/share', { user_to_share: 'nobody@example.com', role: 'viewer' }],
    ]);
  });

  it('requires a name', async () => {
    const { dialog } = await openWorkspace(/^Family/);
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please enter a workspace name')).toBeTruthy();
    await waitFor(() => expect(writes()).toEqual([]));
  });

  it('shows a workspace the user does not own read-only', async () => {
    const { dialog } = await openWorkspace(/^Office/);
    expect(within(dialog).getByRole('heading', { name: 'Office' })).toBeTruthy();
    expect(within(dialog).getByText('Only the owner can change this workspace.')).toBeTruthy();
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Remove|Delete|Save/ })).toBeNull();
    expect(within(dialog).getByText('$ · US dollar')).toBeTruthy();
    expect(await within(dialog).findByText('Bank transfer')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Ann ann@example.com Owner']),
    );
  });

  it('deletes an owned workspace after a confirmation', async () => {
    const { dialog } = await openWorkspace(/^Family/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete workspace' }));
    const confirmation = screen.getByRole('dialog', { name: 'Delete workspace' });
    expect(within(confirmation).getByText(/Delete "Family" and all its data\?/)).toBeTruthy();
    fireEvent.click(within(confirmation).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Workspace deleted')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes()).toEqual([{ method: 'DELETE', path: '/api/workspace/ws-family', body: null }]);
  });

  it('creates a workspace and shares the new one, named by the answer', async () => {
    const view = await renderArea(settingsArea, '/settings/workspace/add');
    await screen.findByRole('option', { name: '€ · Euro' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Holidays' } });
    fireEvent.change(screen.getByLabelText('Share with (e-mail)'), { target: { value: 'zoe@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/settings/workspace'));
    expect(await screen.findByText('Workspace added')).toBeTruthy();
    expect(screen.getByText('User shared')).toBeTruthy();
    expect(writes().map((call) => [call.path, call.body])).toEqual([
      ['/api/workspace/create', { workspace: { name: 'Holidays', currency: 2, payment_type: 1 } }],
      ['/api/workspace/ws-new/share', { user_to_share: 'zoe@example.com', role: 'editor' }],
    ]);
  });
});
