// @vitest-environment jsdom
import { configureHttp } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settingsArea } from '../../area.tsx';
import { referenceData, savedRule } from './rules.test-support.ts';

let api: StubApi;
const coop = savedRule({ id: 1, name: 'Coop', stage: 'first' });
const rent = savedRule({
  id: 2,
  name: 'Rent',
  conditions: {
    any: [
      { field: 'note', op: 'starts_with', value: 'rent' },
      {
        all: [
          { field: 'amount', op: 'between', value: ['-900', '-700'] },
          { field: 'wallet', op: 'is', value: 11 },
        ],
      },
    ],
  },
  actions: [
    { type: 'add_label', value: 7 },
    { type: 'exclude_from_stats', value: true },
  ],
});
const esselunga = savedRule({ id: 3, name: 'Esselunga', position: 1, active: false });
const cleanup = savedRule({
  id: 4,
  name: 'Cleanup',
  stage: 'last',
  actions: [{ type: 'set_payee', value: 'Shop' }],
});
let rules = [coop, rent, esselunga, cleanup];
/** What PATCH /api/rules/order answers: the new order, or a refusal. */
let orderAnswer: 'ok' | 'refuse' = 'ok';

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  rules = [coop, rent, esselunga, cleanup];
  orderAnswer = 'ok';
  api.handle((call) => {
    const { method, path, body } = call;
    if (method === 'GET' && path === '/api/rules') return ok({ data: rules });
    if (method === 'PATCH' && path === '/api/rules/order') {
      if (orderAnswer === 'refuse')
        return { status: 500, body: { error: 'Down', status: 500, code: 'internal' } };
      const ids = (body as { ids: number[] }).ids;
      rules = ids.flatMap((id) => rules.filter((rule) => rule.id === id));
      return ok({ data: rules });
    }
    const match = /^\/api\/rules\/(\d+)$/.exec(path);
    if (match && method === 'PUT') {
      const saved = { ...rules.find((rule) => rule.id === Number(match[1])), ...(body as object) };
      return ok(saved);
    }
    if (match && method === 'DELETE') return ok({ message: 'Rule deleted' });
    return referenceData(call);
  });
});

const writes = () => api.calls.filter((call) => call.method !== 'GET');
const stageList = (name: string) => screen.getByRole('list', { name });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('/settings/rules', () => {
  it('lists the rules by stage in run order, each with a summary in words', async () => {
    await renderArea(settingsArea, '/settings/rules');
    await screen.findByRole('listitem', { name: 'Coop' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'First',
      'Normal',
      'Last',
    ]);
    expect(names(stageList('First'))).toEqual(['Coop']);
    expect(names(stageList('Normal'))).toEqual(['Rent', 'Esselunga']);
    expect(names(stageList('Last'))).toEqual(['Cleanup']);
    const coopItem = screen.getByRole('listitem', { name: 'Coop' });
    // Names come from the reference data once it is read.
    const loaded = { timeout: 3000 };
    expect(
      await within(coopItem).findByText('Payee contains coop → Category: Groceries', {}, loaded),
    ).toBeTruthy();
    expect(
      await within(screen.getByRole('listitem', { name: 'Rent' })).findByText(
        'Note starts with rent or (Amount is between -900 and -700 and Wallet is Bank) → Add label: holiday, Left out of the stats',
        {},
        loaded,
      ),
    ).toBeTruthy();
    const off = screen.getByRole('listitem', { name: 'Esselunga' });
    expect(within(off).getByText('Off')).toBeTruthy();
    expect((within(off).getByRole('switch', { name: 'Active' }) as HTMLInputElement).checked).toBe(false);
  });

  it('explains what rules do when there are none', async () => {
    rules = [];
    await renderArea(settingsArea, '/settings/rules');
    expect(await screen.findByText(/A rule files entries for you/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your first rule' }).getAttribute('href')).toBe(
      '/settings/rules/add',
    );
  });

  it('switches a rule off and on by saving it whole with active flipped', async () => {
    await renderArea(settingsArea, '/settings/rules');
    const item = await screen.findByRole('listitem', { name: 'Coop' });
    fireEvent.click(within(item).getByRole('switch', { name: 'Active' }));
    expect(await within(item).findByText('Off')).toBeTruthy();
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/rules/1',
      body: {
        name: 'Coop',
        stage: 'first',
        active: false,
        conditions: coop.conditions,
        actions: coop.actions,
      },
    });
  });

  it('moves a rule down its stage with the keyboard, sends the whole order and keeps the focus on it', async () => {
    await renderArea(settingsArea, '/settings/rules');
    const item = await screen.findByRole('listitem', { name: 'Rent' });
    // A stage of one rule has nothing to move.
    expect(
      within(screen.getByRole('listitem', { name: 'Coop' })).queryByRole('button', {
        name: 'Move Coop down',
      }),
    ).toBeNull();
    const down = within(item).getByRole('button', { name: 'Move Rent down' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(names(stageList('Normal'))).toEqual(['Esselunga', 'Rent']));
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: '/api/rules/order', body: { ids: [1, 3, 2, 4] } },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Rent down' })),
    );
    expect(screen.getByRole('button', { name: 'Move Rent down' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('Rent is now 2 of 2 in Normal');
    // At the end of its stage, Down does nothing more.
    fireEvent.click(screen.getByRole('button', { name: 'Move Rent down' }));
    expect(writes()).toHaveLength(1);
  });

  it('puts the rules back in their order when the server refuses the new one', async () => {
    orderAnswer = 'refuse';
    await renderArea(settingsArea, '/settings/rules');
    const item = await screen.findByRole('listitem', { name: 'Esselunga' });
    fireEvent.click(within(item).getByRole('button', { name: 'Move Esselunga up' }));
    expect(
      await screen.findByText(/The new order could not be saved/, { selector: '.bc-toast *, .bc-toast' }),
    ).toBeTruthy();
    expect(names(stageList('Normal'))).toEqual(['Rent', 'Esselunga']);
    expect(writes()).toMatchObject([{ method: 'PATCH', body: { ids: [1, 3, 2, 4] } }]);
  });

  it('orders a rule by dragging its handle', async () => {
    await renderArea(settingsArea, '/settings/rules');
    const item = await screen.findByRole('listitem', { name: 'Rent' });
    const list = stageList('Normal');
    // jsdom lays nothing out: each rule of the stage is given its box, 50 px high.
    within(list)
      .getAllByRole('listitem')
      .forEach((rule, index) => {
        rule.getBoundingClientRect = () => ({ top: index * 50, height: 50 }) as DOMRect;
      });
    const handle = item.querySelector('.bc-rule-handle') as HTMLElement;
    fireEvent.pointerDown(handle, { pointerType: 'mouse', button: 0, clientY: 25 });
    fireEvent.pointerMove(window, { clientY: 90 });
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Esselunga' }).dataset.drop).toBe('after'),
    );
    fireEvent.pointerUp(window, { clientY: 90 });
    await waitFor(() => expect(names(stageList('Normal'))).toEqual(['Esselunga', 'Rent']));
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: '/api/rules/order', body: { ids: [1, 3, 2, 4] } },
    ]);
  });

  it('deletes a rule after a yes', async () => {
    await renderArea(settingsArea, '/settings/rules');
    const item = await screen.findByRole('listitem', { name: 'Cleanup' });
    fireEvent.click(within(item).getByText('Delete'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete rule' });
    expect(dialog.textContent).toContain('Delete the rule "Cleanup"?');
    rules = [coop, rent, esselunga];
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Rule deleted')).toBeTruthy();
    expect(writes()).toMatchObject([{ method: 'DELETE', path: '/api/rules/4' }]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Cleanup' })).toBeNull());
  });

  it('shows a viewer the rules without the means to change them', async () => {
    api.handle((call) => {
      if (call.path === '/api/rules') return ok({ data: rules });
      if (call.path === '/api/auth/user-info')
        return ok({
          token: 'session',
          userInfo: {
            uuid: 'u',
            name: 'Vi',
            email: 'v@example.com',
            email_verified: true,
            language: null,
            workspaces: [{ uuid: 'ws', name: 'Home', role: 'viewer', current: true }],
            current_ws: 'ws',
            workspace_settings: [],
            shared_with: [],
          },
        });
      return referenceData(call);
    });
    await renderArea(settingsArea, '/settings/rules');
    expect(await screen.findByText(/only its owner and editors can change them/)).toBeTruthy();
    const item = screen.getByRole('listitem', { name: 'Rent' });
    expect(within(item).queryByRole('switch')).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Move Rent down' })).toBeNull();
    expect(within(item).getByRole('link', { name: 'Open' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add rule' })).toBeNull();
  });
});
