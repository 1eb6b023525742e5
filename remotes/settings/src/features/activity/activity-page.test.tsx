// @vitest-environment jsdom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ActivityItem, WorkspaceDetail } from '@bc/api';
import { configureHttp } from '@bc/session';
import { renderArea } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { currencies } from '../../testing/fixtures.ts';

// A stand-in for the API at the HTTP boundary: two workspaces, a record of five changes in two pages, and a log
// of what the page asked.
let server: Server;
let asked: URL[] = [];
/** What GET .../activity answers instead of the record (a refusal). */
let refusal: { status: number; body: unknown } | null = null;

const euro = currencies[1] as (typeof currencies)[number];
const me = { uuid: 'u-me', name: 'Anna', email: 'anna@example.com' };
const bob = { uuid: 'u-bob', name: 'Marco', email: 'marco@example.com' };
const workspace = (uuid: string, role: 'owner' | 'editor' | 'viewer'): WorkspaceDetail => ({
  workspace: {
    uuid,
    name: uuid === 'ws-family' ? 'Family' : 'Office',
    role,
    current: uuid === 'ws-family',
    users: [
      { ...me, role },
      { ...bob, role: role === 'owner' ? 'editor' : 'owner' },
    ],
  },
  settings: { data: { currency: euro, paymenttypeId: 1 } },
});
const details: Record<string, WorkspaceDetail> = {
  'ws-family': workspace('ws-family', 'owner'),
  'ws-office': workspace('ws-office', 'viewer'),
  'ws-shared': workspace('ws-shared', 'editor'),
};

const entry = { type: 'entry' as const, uuid: 'e-1', name: null };
const record: ActivityItem[] = [
  {
    id: '5',
    at: '2026-03-02T09:30:00.000Z',
    actor: { uuid: bob.uuid, name: bob.name },
    via: 'user',
    action: 'update',
    object: entry,
    changes: { amount: ['12.00', '21.00'] },
  },
  {
    id: '4',
    at: '2026-03-01T10:00:00.000Z',
    actor: { uuid: me.uuid, name: me.name },
    via: 'user',
    action: 'create',
    object: entry,
    changes: {
      type: [null, 'income'],
      amount: [null, '12.00'],
      category: [null, 'groceries'],
      note: [null, 'Market'],
      labels: [null, ['Home', 'Weekly']],
      confirmed: [null, true],
    },
  },
  {
    id: '3',
    at: '2026-02-28T06:00:00.000Z',
    actor: null,
    via: 'job',
    action: 'create',
    object: { type: 'entry', uuid: 'e-2', name: null },
    changes: { type: [null, 'expense'], amount: [null, '-800.00'], note: [null, 'Rent'] },
  },
  {
    id: '2',
    at: '2026-02-27T12:00:00.000Z',
    actor: { uuid: me.uuid, name: me.name },
    via: 'import',
    action: 'create',
    object: { type: 'entry', uuid: 'e-3', name: null },
    changes: { type: [null, 'expense'], amount: [null, '-4.50'], note: [null, 'Coffee'] },
  },
  {
    id: '1',
    at: '2026-02-26T12:00:00.000Z',
    actor: null,
    via: 'user',
    action: 'delete',
    object: { type: 'wallet', uuid: 'w-1', name: 'Old card' },
    changes: { name: ['Old card', null], opening_balance: ['10.00', null] },
  },
];
const PER_PAGE = 3;

/** The record as the server pages and filters it (member, kind, object; days are not needed here). */
function activityAnswer(query: URLSearchParams) {
  const page = Number(query.get('page') ?? 1);
  const matching = record.filter(
    (item) =>
      (!query.get('member') || item.actor?.uuid === query.get('member')) &&
      (!query.get('kind') || item.object.type === query.get('kind')) &&
      (!query.get('object') || item.object.uuid === query.get('object')),
  );
  return {
    data: matching.slice((page - 1) * PER_PAGE, page * PER_PAGE),
    current_page: page,
    per_page: PER_PAGE,
    last_page: Math.max(1, Math.ceil(matching.length / PER_PAGE)),
    total: matching.length,
  };
}

function answer(url: URL): { status: number; body: unknown } {
  const path = url.pathname;
  if (path === '/api/auth/user-info') {
    return { status: 200, body: { token: 'session', userInfo: { ...me, workspaces: [], shared_with: [] } } };
  }
  if (path === '/api/currencies') return { status: 200, body: currencies };
  if (path === '/api/payment-types') return { status: 200, body: [{ id: 1, slug: 'credit_card' }] };
  const activity = path.match(/^\/api\/workspace\/([^/]+)\/activity$/);
  if (activity) return refusal ?? { status: 200, body: activityAnswer(url.searchParams) };
  const detail = details[path.replace('/api/workspace/', '')];
  if (detail) return { status: 200, body: detail };
  return { status: 404, body: { error: 'Not found', status: 404, code: 'not_found' } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://api');
    asked.push(url);
    const { status, body } = answer(url);
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureHttp({ apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  asked = [];
  refusal = null;
});

/** The filters of each activity request, as the page sent them. */
const activityRequests = () =>
  asked
    .filter((url) => url.pathname.endsWith('/activity'))
    .map((url) => Object.fromEntries(url.searchParams));

const headlines = () =>
  within(screen.getByRole('list', { name: 'Changes' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.bc-activity-headline')?.textContent);

async function openActivity(uuid = 'ws-family') {
  const view = await renderArea(settingsArea, `/settings/workspace/activity/${uuid}`);
  await screen.findByRole('heading', { level: 1, name: 'Activity' });
  return view;
}

describe('/settings/workspace/activity/:id', () => {
  it('reads the record newest first, one sentence a change, with the time in the reader’s language', async () => {
    await openActivity();
    await screen.findByRole('list', { name: 'Changes' });
    expect(headlines()).toEqual([
      'Marco changed amount from 12.00 to 21.00',
      'Anna added an income · 12.00 · Groceries · Market',
      'The system added an expense · -800.00 · Rent',
    ]);
    const first = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole('listitem')[0];
    const time = first?.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-03-02T09:30:00.000Z');
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date('2026-03-02T09:30:00.000Z'),
      ),
    );
    expect(screen.getByText('Automatic')).toBeTruthy();
    expect(activityRequests()).toEqual([{ page: '1', per_page: '30' }]);
  });

  it('opens a change to show every field before and after', async () => {
    await openActivity();
    const list = await screen.findByRole('list', { name: 'Changes' });
    const [changed, added] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    const toggle = within(changed).getByRole('button', { name: '1 field' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const fields = within(changed).getByRole('definition');
    expect(within(changed).getByRole('term').textContent).toBe('amount');
    expect(fields.textContent).toBe('12.00 → 21.00');
    expect(within(changed).getByText(/^Changed by Marco on /)).toBeTruthy();

    fireEvent.click(within(added).getByRole('button', { name: '6 fields' }));
    const terms = within(added)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(added)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(Object.fromEntries(terms.map((term, index) => [term, values[index]]))).toEqual({
      type: 'Income',
      amount: '12.00',
      category: 'Groceries',
      note: 'Market',
      labels: 'Home, Weekly',
      confirmed: 'Yes',
    });
  });

  it('turns the pages and narrows to one thing’s history', async () => {
    await openActivity();
    await screen.findByRole('list', { name: 'Changes' });
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Newer' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    await screen.findByText('Page 2 of 2');
    await waitFor(() =>
      expect(headlines()).toEqual([
        'Anna imported an expense · -4.50 · Coffee',
        'A former member deleted a wallet · Old card',
      ]),
    );
    expect(activityRequests().at(-1)).toEqual({ page: '2', per_page: '30' });

    const wallet = within(screen.getByRole('list', { name: 'Changes' })).getAllByRole(
      'listitem',
    )[1] as HTMLElement;
    fireEvent.click(within(wallet).getByRole('button', { name: '2 fields' }));
    expect(
      within(wallet)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Old card', '10.00']);
    fireEvent.click(within(wallet).getByRole('button', { name: 'History of this item' }));
    await waitFor(() => expect(headlines()).toEqual(['A former member deleted a wallet · Old card']));
    expect(activityRequests().at(-1)).toEqual({ page: '1', per_page: '30', kind: 'wallet', object: 'w-1' });
    expect((screen.getByLabelText('Kind') as HTMLSelectElement).value).toBe('wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Show all changes' }));
    await waitFor(() =>
      expect(activityRequests().at(-1)).toEqual({ page: '1', per_page: '30', kind: 'wallet' }),
    );
  });

  it('filters by member, kind and days, and says when nothing matches', async () => {
    await openActivity();
    await screen.findByRole('list', { name: 'Changes' });
    const member = screen.getByLabelText('Member') as HTMLSelectElement;
    expect([...member.options].map((option) => option.text)).toEqual(['Everyone', 'Anna', 'Marco']);
    fireEvent.change(member, { target: { value: 'u-bob' } });
    await waitFor(() => expect(headlines()).toEqual(['Marco changed amount from 12.00 to 21.00']));
    expect(activityRequests().at(-1)).toEqual({ page: '1', per_page: '30', member: 'u-bob' });
    expect(screen.queryByRole('navigation', { name: 'Pages of changes' })).toBeNull();

    const kind = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.text)).toContain('Planned entries');
    fireEvent.change(kind, { target: { value: 'wallet' } });
    expect(await screen.findByText('Nothing matches these filters.')).toBeTruthy();
    expect(activityRequests().at(-1)).toEqual({ page: '1', per_page: '30', member: 'u-bob', kind: 'wallet' });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    await waitFor(() => expect(activityRequests().at(-1)?.from).toBe('2026-03-02'));
    const count = activityRequests().length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    expect(screen.getByText('The last day comes before the first.')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(activityRequests()).toHaveLength(count);

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(activityRequests().at(-1)).toEqual({ page: '1', per_page: '30' }));
    await waitFor(() => expect(headlines()).toHaveLength(3));
  });

  it('tells a viewer the record is not theirs to read, without asking for it', async () => {
    await openActivity('ws-office');
    expect(
      await screen.findByText('Only the owner and the editors of this workspace see who changed what.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Member')).toBeNull();
    expect(activityRequests()).toEqual([]);
  });

  it('says so when the server refuses the record', async () => {
    refusal = { status: 403, body: { error: 'Forbidden', status: 403, code: 'forbidden' } };
    await openActivity('ws-shared');
    expect(
      await screen.findByText('Only the owner and the editors of this workspace see who changed what.'),
    ).toBeTruthy();
  });

  it('is linked from the workspace page for owners and editors, not viewers', async () => {
    const view = await renderArea(settingsArea, '/settings/workspace/edit/ws-shared');
    const link = await screen.findByRole('link', { name: 'Activity: who changed what' });
    expect(link.getAttribute('href')).toBe('/settings/workspace/activity/ws-shared');
    view.unmount();
    await renderArea(settingsArea, '/settings/workspace/edit/ws-office');
    await screen.findByText('Only the owner can change this workspace.');
    expect(screen.queryByRole('link', { name: 'Activity: who changed what' })).toBeNull();
  });
});
