// @vitest-environment jsdom
import { configureHttp, onlineAtom, sessionStore } from '@bc/session';
import { ok, renderArea, type StubApi, startStubApi, userInfo as userInfoRow } from '@bc/ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { entriesArea } from '../../area.tsx';
import { categoriesReady, chooseCategory, chosenCategory } from '../../testing/category-picker.ts';
import {
  currencies,
  entry,
  goal,
  label,
  model,
  payee,
  paymentTypes,
  salary,
  savingSubCategory,
  subCategories,
  wallet,
} from '../../testing/fixtures.ts';

let api: StubApi;
let models: unknown[] | null = null;
const wallets = [wallet({ id: 1, name: 'Bank' }), wallet({ id: 2, name: 'Cash', type: 'cache' })];
const labels = [label({ id: 7, name: 'Holiday' })];
const payees = [payee({ id: 5, name: 'Anna' })];
/** Entries GET /api/entry/{uuid} answers, by uuid. */
let details: Record<string, unknown> = {};
/** What user-info answers: the workspace's settings, or none (404) when null. */
let userInfo: unknown = null;
/** What GET /api/categories/most-used answers (a 404 when null: no history to rank by). */
let categoryUse: unknown[] | null = null;
/** What GET /api/goals answers: the active goals. */
let goals: unknown[] = [];
/** What a saving write answers: the saved entry, or an error. */
let savingAnswer: { status: number; body: unknown } | null = null;
/** GET /api/categories: the sub-categories. */
let categories: unknown[] = subCategories;
/** What POST /api/rules/preview/{type} answers: what the workspace's rules would fill. */
let rulePreview: unknown;
/** What GET /api/rules/proposal answers. */
let proposal: unknown = null;
const nothingFilled = { category_id: null, labels: [], note: null, exclude_from_stats: false, filled_by: [] };

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  // No wallet remembered from an earlier test's save: each starts as a first visit.
  localStorage.clear();
  models = null;
  categoryUse = null;
  userInfo = null;
  goals = [
    goal({ id: 1, uuid: 'g-1', name: 'House', balance: 120, target_amount: 1000, amount: 1000 }),
    goal({ id: 2, uuid: 'g-2', name: 'Car', balance: 300 }),
  ];
  savingAnswer = null;
  categories = subCategories;
  rulePreview = nothingFilled;
  proposal = null;
  sessionStore.set(onlineAtom, true);
  details = {
    'e-9': entry({
      id: 9,
      type: 'incoming',
      amount: 1500,
      category_id: 73,
      sub_category: salary,
      note: 'January',
    }),
  };
  api.handle((call) => {
    const { method, path } = call;
    if (path === '/api/currencies') return ok(currencies);
    if (path === '/api/payment-types') return ok(paymentTypes);
    if (path === '/api/categories') return ok(categories);
    if (path === '/api/categories/most-used' && categoryUse) return ok(categoryUse);
    if (path === '/api/wallet/list') return ok(wallets);
    if (path === '/api/label/list') return ok(labels);
    if (path === '/api/payees') return ok(payees);
    if (path === '/api/auth/user-info' && userInfo) return ok(userInfo);
    if (path === '/api/entry/model' && models) return ok(models);
    if (path === '/api/goals' && method === 'GET') return ok(goals);
    if (path.startsWith('/api/rules/preview/') && method === 'POST') return ok(rulePreview);
    if (path === '/api/rules/proposal' && method === 'GET') return ok({ proposal });
    if (path === '/api/rules' && method === 'POST')
      return {
        status: 201,
        body: { ...(call.body as object), id: 12, position: 0, created_at: NOW, updated_at: NOW },
      };
    if (path === '/api/rules/proposal/dismissals' && method === 'POST') return { status: 204, body: null };
    if (path.startsWith('/api/entry/saving') && method !== 'GET')
      return (
        savingAnswer ??
        ok(
          entry({
            id: 40,
            type: 'saving',
            amount: 50,
            category_id: 62,
            sub_category: savingSubCategory,
            goal_id: (call.body as { goal_id: string }).goal_id,
            goal: { uuid: (call.body as { goal_id: string }).goal_id, name: 'House' },
          }),
        )
      );
    if (path === '/api/entry' && method === 'GET')
      return ok({ data: [], current_page: 1, per_page: 30, last_page: 1, total: 0 });
    const uuid = path.startsWith('/api/entry/') ? path.slice('/api/entry/'.length) : '';
    if (method === 'GET' && details[uuid]) return ok(details[uuid]);
    if (method === 'POST' || method === 'PUT')
      return ok(entry({ id: 1, account_id: (call.body as { account_id?: number }).account_id ?? 1 }));
    if (method === 'DELETE') return ok({ message: 'The entry has been deleted.' });
    return undefined;
  });
});

const NOW = '2026-03-01T10:00:00.000Z';
/** What the form sends to be written (the rules' previews only ask). */
const writes = () =>
  api.calls.filter((call) => call.method !== 'GET' && !call.path.startsWith('/api/rules/preview/'));
const previews = () => api.calls.filter((call) => call.path.startsWith('/api/rules/preview/'));
const proposalAsks = () => api.calls.filter((call) => call.path === '/api/rules/proposal');
const ready = (label: string) =>
  waitFor(() => expect((screen.getByLabelText(label) as HTMLSelectElement).disabled).toBe(false));
const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const selected = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;

describe('add entry (/entry)', () => {
  it('joins the validation messages in one alert and sends nothing', async () => {
    await renderArea(entriesArea, '/entry');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert amount, choose wallet, choose category');
    expect(writes()).toEqual([]);
  });

  it('saves an expense with its tab as type, a negative amount and its labels, then starts the next one', async () => {
    const view = await renderArea(entriesArea, '/entry');
    await ready('Wallet');
    await categoriesReady();
    // A new entry starts with its amount, on the phone's decimal keypad.
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    expect(screen.getByLabelText('Amount').getAttribute('inputmode')).toBe('decimal');
    change('Amount', '12,5');
    fireEvent.blur(screen.getByLabelText('Amount'));
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('12.50');
    change('Wallet', '2');
    chooseCategory('Groceries');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/label/list')).toBe(true));
    change('Labels', 'holiday trip');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        path: '/api/entry/expense',
        body: {
          type: 'expenses',
          amount: -12.5,
          account_id: 2,
          category_id: 3,
          currency_id: 2,
          payment_type: 1,
          confirmed: true,
        },
      },
    ]);
    const body = writes()[0]?.body as Record<string, unknown>;
    expect(body.labels).toEqual([
      { name: 7, color: null },
      { name: 'trip', color: expect.any(String) },
    ]);
    expect(body).not.toHaveProperty('transfer_id');
    expect(body).not.toHaveProperty('payee_id');

    // The form stays, blank and ready for the next entry, in the wallet just used.
    expect(view.location()).toBe('/entry');
    await waitFor(() => expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(''));
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
    await ready('Wallet');
    expect(selected('Wallet')).toBe('2');
    expect(chosenCategory()).toBe('0');
  });

  it('shows the most used categories of the tab as tiles, and all of them on demand', async () => {
    categoryUse = [
      { category_id: 73, entries: 9 },
      { category_id: 3, entries: 4 },
    ];
    await renderArea(entriesArea, '/entry');
    const picker = screen.getByRole('group', { name: 'Category' });
    // Salary is used more, but it is not an expense: the Expenses tab offers Groceries alone.
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['Groceries']),
    );
    const all = within(picker).getByRole('button', { name: 'All categories (1)' });
    expect(all.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(all);
    expect(within(picker).getByRole('group', { name: 'Food & drinks' })).toBeTruthy();
    fireEvent.click(within(picker).getByRole('button', { name: 'Most used only' }));
    expect(within(picker).queryByRole('group', { name: 'Food & drinks' })).toBeNull();
  });

  it('takes a saved entry back from the toast’s Undo', async () => {
    await renderArea(entriesArea, '/entry');
    await ready('Wallet');
    await categoriesReady();
    change('Amount', '3.5');
    change('Wallet', '1');
    chooseCategory('Groceries');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Entry removed')).toBeTruthy();
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/entry/expense',
      'DELETE /api/entry/e-1',
    ]);
  });

  it('starts from the workspace’s currency and payment type', async () => {
    userInfo = {
      token: 'session',
      userInfo: userInfoRow({
        workspace_settings: {
          uuid: 'ws-1',
          name: 'Home',
          data: {
            currency: { id: 3, slug: 'us_dollar', code: 'USD', symbol: '$', icon: '$', exchange_rate: 1.1 },
            payment_type_id: 4,
          },
        },
      }),
    };
    await renderArea(entriesArea, '/entry');
    await waitFor(() => expect(selected('Currency')).toBe('3'));
    expect(selected('Payment type')).toBe('4');
  });

  it('starts from EUR and payment type 1 before the workspace is set up', async () => {
    userInfo = { token: 'session', userInfo: userInfoRow({ current_ws: '', workspace_settings: [] }) };
    await renderArea(entriesArea, '/entry');
    await waitFor(() => expect(api.calls.some((call) => call.path === '/api/auth/user-info')).toBe(true));
    await waitFor(() => expect(selected('Currency')).toBe('2'));
    expect(selected('Payment type')).toBe('1');
  });

  it('checks a transfer’s wallets and sends the target in transfer_id, 0 for out of wallet', async () => {
    await renderArea(entriesArea, '/entry?type=transfer');
    await ready('From wallet');
    await ready('To wallet');
    change('Amount', '40');
    change('From wallet', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('choose wallet transfer');
    change('To wallet', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('wallets must be different');
    change('To wallet', '0');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/transfer',
      body: { type: 'transfer', amount: 40, account_id: 1, transfer_id: 0, category_id: 0 },
    });
  });

  it('sends a transfer from out of wallet with a null source and the target wallet’s id', async () => {
    await renderArea(entriesArea, '/entry?type=transfer');
    await ready('From wallet');
    await ready('To wallet');
    change('Amount', '40');
    change('From wallet', '0');
    change('To wallet', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/transfer',
      body: { type: 'transfer', amount: 40, account_id: null, transfer_id: 2 },
    });
  });

  it('creates a debit to a new payee by sending its name in payee_id, signed by the radio', async () => {
    await renderArea(entriesArea, '/entry?type=debit');
    await ready('Wallet');
    change('Amount', '25');
    change('Wallet', '1');
    expect(screen.queryByLabelText('Payee name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('choose payee');
    change('Payee', 'new');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert payee name');
    change('Payee name', 'Marco');
    fireEvent.click(screen.getByRole('radio', { name: 'Money out (−)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/debit',
      body: { type: 'debit', amount: -25, payee_id: 'Marco', category_id: 0 },
    });
    expect(writes()[0]?.body).not.toHaveProperty('payee_name');
  });

  it('sends an existing payee’s numeric id in payee_id', async () => {
    await renderArea(entriesArea, '/entry?type=debit');
    await ready('Wallet');
    await screen.findByRole('option', { name: 'Anna' });
    change('Amount', '25');
    change('Wallet', '1');
    change('Payee', '5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/debit',
      body: { type: 'debit', amount: 25, payee_id: 5, account_id: 1 },
    });
  });
});

describe('models in the entry form', () => {
  const coffee = model({
    uuid: 'm-1',
    name: 'Coffee',
    type: 'expenses',
    amount: -1.2,
    note: 'Bar',
    exclude_from_stats: true,
    account_id: 2,
    category_id: 3,
    labels: [{ id: 7, uuid: 'l-7', name: 'Holiday', color: '#4caf50' }],
  });

  it('fills the form from a chosen model of the tab', async () => {
    models = [coffee, model({ uuid: 'm-2', name: 'Salary', type: 'incoming', amount: 1500 })];
    await renderArea(entriesArea, '/entry');
    const picker = (await screen.findByLabelText('Model')) as HTMLSelectElement;
    expect([...picker.options].map((option) => option.text)).toEqual(['Choose a model', 'Coffee']);
    fireEvent.change(picker, { target: { value: 'm-1' } });
    await ready('Wallet');
    await categoriesReady();
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1.20');
    expect(selected('Wallet')).toBe('2');
    expect(chosenCategory()).toBe('3');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Bar');
    expect((screen.getByRole('checkbox', { name: 'Exclude from stats' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Remove label Holiday' })).toBeTruthy();
  });

  it('invites to create the first model when there is none', async () => {
    models = [];
    await renderArea(entriesArea, '/entry');
    const link = await screen.findByRole('link', { name: 'No models yet: create your first model' });
    expect(link.getAttribute('href')).toBe('/settings/model/add?showDetails=true');
  });
});

describe('rules that file a new entry (/entry)', () => {
  const byGroceries = {
    category_id: 3,
    labels: [7],
    note: 'Morning coffee',
    exclude_from_stats: false,
    filled_by: [
      { field: 'category', rule_id: 4, rule_name: 'Coffee' },
      { field: 'labels', rule_id: 5, rule_name: 'Trips' },
      { field: 'note', rule_id: 4, rule_name: 'Coffee' },
    ],
  };
  const hint = 'Category from rule “Coffee”';
  const restaurants = {
    ...subCategories[0],
    id: 4,
    slug: 'Bar Roma',
    name: 'Bar Roma',
    custom: true,
  };

  /** An expense of 3.50 from Bank noted "coffee", its category left empty. */
  async function writeCoffee() {
    await ready('Wallet');
    await categoriesReady();
    change('Amount', '3.5');
    change('Wallet', '1');
    change('Note', 'coffee');
  }

  it('shows the category a rule gives while none is chosen, and leaves category_id to the server', async () => {
    rulePreview = byGroceries;
    await renderArea(entriesArea, '/entry');
    await writeCoffee();
    expect(await screen.findByText(hint)).toBeTruthy();
    // The rule's category stands as the value, told apart from a choice: the form still sends none.
    const tile = screen.getByRole('radio', { name: 'Groceries' }) as HTMLInputElement;
    expect(tile.checked).toBe(true);
    expect(tile.closest('label')?.hasAttribute('data-suggested')).toBe(true);
    expect(screen.getByRole('group', { name: 'Category' }).getAttribute('aria-describedby')).toBe(
      screen.getByText(hint).id,
    );
    expect(chosenCategory()).toBe('0');
    expect(screen.getByText('Labels from rule “Trips”: Holiday')).toBeTruthy();
    expect(screen.getByText('Note from rule “Coffee”')).toBeTruthy();
    // One question once the typing stopped, with what rules read; no category to fill.
    expect(previews()).toHaveLength(1);
    expect(previews()[0]).toMatchObject({
      path: '/api/rules/preview/expense',
      body: { type: 'expenses', amount: -3.5, account_id: 1, note: 'coffee', labels: [] },
    });
    expect(previews()[0]?.body).not.toHaveProperty('category_id');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Entry saved')).toBeTruthy();
    expect(writes()).toMatchObject([
      { method: 'POST', path: '/api/entry/expense', body: { amount: -3.5, note: 'coffee', labels: [] } },
    ]);
    expect(writes()[0]?.body).not.toHaveProperty('category_id');
    // The next entry starts blank: nothing of the rule's answer stays.
    expect(screen.queryByText(hint)).toBeNull();
    await categoriesReady();
    expect(screen.queryByText(hint)).toBeNull();
    expect((screen.getByRole('radio', { name: 'Groceries' }) as HTMLInputElement).checked).toBe(false);
    // Filed by a rule, not by hand: nothing to learn.
    expect(proposalAsks()).toEqual([]);
  });

  it('takes the category the person chooses instead: the hint goes and the choice is sent', async () => {
    rulePreview = byGroceries;
    categories = [...subCategories, restaurants];
    await renderArea(entriesArea, '/entry');
    await writeCoffee();
    await screen.findByText(hint);
    chooseCategory('Bar Roma');
    await waitFor(() => expect(screen.queryByText(hint)).toBeNull());
    expect((screen.getByRole('radio', { name: 'Groceries' }) as HTMLInputElement).checked).toBe(false);
    expect(chosenCategory()).toBe('4');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ category_id: 4, note: 'coffee' });
  });

  it('makes the rule’s category the person’s own when its tile is chosen', async () => {
    rulePreview = byGroceries;
    await renderArea(entriesArea, '/entry');
    await writeCoffee();
    await screen.findByText(hint);
    chooseCategory('Groceries');
    await waitFor(() => expect(screen.queryByText(hint)).toBeNull());
    expect(chosenCategory()).toBe('3');
  });

  it('asks for a category as ever when no rule fills it', async () => {
    await renderArea(entriesArea, '/entry');
    await writeCoffee();
    await waitFor(() => expect(previews()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('choose category');
    expect(writes()).toEqual([]);
  });

  it('asks the rules nothing offline, and needs the category as ever', async () => {
    rulePreview = byGroceries;
    sessionStore.set(onlineAtom, false);
    await renderArea(entriesArea, '/entry');
    await writeCoffee();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(previews()).toEqual([]);
    expect(screen.queryByText(hint)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('choose category');
  });
});

describe('a rule learned from the person’s filing', () => {
  const esselunga = {
    payee: 'ESSELUNGA',
    category_id: 3,
    rule: {
      name: 'ESSELUNGA',
      stage: 'normal',
      active: true,
      conditions: { all: [{ field: 'payee', op: 'is', value: 'ESSELUNGA' }] },
      actions: [{ type: 'set_category', value: 3 }],
    },
  };
  const question = 'Always file “ESSELUNGA” under Groceries?';

  /** Saves an expense filed under Groceries by hand and waits for the proposal. */
  async function fileByHand() {
    await renderArea(entriesArea, '/entry');
    await ready('Wallet');
    await categoriesReady();
    change('Amount', '20');
    change('Wallet', '1');
    chooseCategory('Groceries');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    return screen.findByRole('region', { name: 'Rule suggestion' });
  }

  it('offers the rule after an entry filed by hand, and creates it as the server wrote it', async () => {
    proposal = esselunga;
    const offer = await fileByHand();
    expect(within(offer).getByRole('status').textContent).toBe(question);
    expect(proposalAsks()[0]?.query.get('entry_uuid')).toBe('e-1');
    expect(within(offer).getByRole('link', { name: 'Edit first' }).getAttribute('href')).toBe(
      '/settings/rules/add?payee=ESSELUNGA&category_id=3',
    );
    fireEvent.click(within(offer).getByRole('button', { name: 'Create rule' }));
    expect(await screen.findByText('Rule created')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Rule suggestion' })).toBeNull();
    expect(writes().map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/entry/expense',
      'POST /api/rules',
    ]);
    expect(writes()[1]?.body).toEqual(esselunga.rule);
  });

  it('never asks again for that payee and category after No, thanks', async () => {
    proposal = esselunga;
    const offer = await fileByHand();
    fireEvent.click(within(offer).getByRole('button', { name: 'No, thanks' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rule suggestion' })).toBeNull());
    expect(writes().at(-1)).toMatchObject({
      method: 'POST',
      path: '/api/rules/proposal/dismissals',
      body: { payee: 'ESSELUNGA', category_id: 3 },
    });
    expect(writes().some((call) => call.path === '/api/rules')).toBe(false);
  });

  it('asks after an edit that changed the category by hand, on the list it returns to', async () => {
    proposal = { ...esselunga, category_id: 73, rule: { ...esselunga.rule } };
    const bonus = { ...subCategories[1], id: 74, slug: 'Bonus', name: 'Bonus', custom: true };
    categories = [...subCategories, bonus];
    const view = await renderArea(entriesArea, '/entry/e-9');
    await categoriesReady();
    await ready('Wallet');
    chooseCategory('Bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/entries'));
    const offer = await screen.findByRole('region', { name: 'Rule suggestion' });
    expect(within(offer).getByRole('status').textContent).toBe('Always file “ESSELUNGA” under Salary?');
    expect(proposalAsks()).toHaveLength(1);
  });

  it('does not ask after an edit that kept the category', async () => {
    proposal = esselunga;
    const view = await renderArea(entriesArea, '/entry/e-9');
    await categoriesReady();
    await ready('Wallet');
    change('Amount', '1600');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/entries'));
    expect(await screen.findByText('Entry updated')).toBeTruthy();
    expect(proposalAsks()).toEqual([]);
  });
});

describe('edit entry (/entry/:id)', () => {
  it('loads the entry on the tab of its type and updates it', async () => {
    const view = await renderArea(entriesArea, '/entry/e-9');
    expect(await screen.findByRole('tab', { name: 'Incoming', selected: true })).toBeTruthy();
    await categoriesReady();
    await ready('Wallet');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('1500.00');
    expect(chosenCategory()).toBe('73');
    expect((screen.getByRole('radio', { name: 'Salary' }) as HTMLInputElement).checked).toBe(true);
    expect(selected('Wallet')).toBe('1');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('January');
    change('Amount', '1600');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/entries'));
    expect(await screen.findByText('Entry updated')).toBeTruthy();
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/entry/income/e-9',
      body: { type: 'incoming', amount: 1600 },
    });
    expect(within(document.body).queryByRole('form')).toBeNull();
  });

  it('loads the target row of a transfer with its wallets the right way round', async () => {
    const bank = { id: 1, uuid: 'w-1', name: 'Bank' };
    details = {
      // The target row of a transfer from Bank to Cash: its own wallet is Cash, transfer_id the source.
      'e-20': entry({
        id: 20,
        type: 'transfer',
        amount: 40,
        category_id: 75,
        account_id: 2,
        wallet: { id: 2, uuid: 'w-2', name: 'Cash' },
        transfer_id: 1,
        transfer_to: bank,
      }),
    };
    await renderArea(entriesArea, '/entry/e-20');
    expect(await screen.findByRole('tab', { name: 'Transfer', selected: true })).toBeTruthy();
    await ready('From wallet');
    await ready('To wallet');
    expect(selected('From wallet')).toBe('1');
    expect(selected('To wallet')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/entry/transfer/e-20',
      body: { type: 'transfer', amount: 40, account_id: 1, transfer_id: 2 },
    });
  });

  it('loads the source row of a transfer to out of wallet', async () => {
    details = { 'e-21': entry({ id: 21, type: 'transfer', amount: -15, category_id: 75, transfer_id: 0 }) };
    await renderArea(entriesArea, '/entry/e-21');
    await ready('From wallet');
    await ready('To wallet');
    expect(selected('From wallet')).toBe('1');
    expect(selected('To wallet')).toBe('0');
  });

  it('loads a debit with its payee, and keeps a payee the list no longer has', async () => {
    details = {
      'e-30': entry({
        id: 30,
        type: 'debit',
        amount: -25,
        category_id: 55,
        payee_id: 8,
        payee: { id: 8, uuid: 'p-8', name: 'Old friend' },
      }),
    };
    await renderArea(entriesArea, '/entry/e-30');
    expect(await screen.findByRole('tab', { name: 'Debit', selected: true })).toBeTruthy();
    await screen.findByRole('option', { name: 'Anna' });
    expect(selected('Payee')).toBe('8');
    expect((screen.getByRole('option', { name: 'Old friend' }) as HTMLOptionElement).selected).toBe(true);
    expect((screen.getByRole('radio', { name: 'Money out (−)' }) as HTMLInputElement).checked).toBe(true);
    await ready('Wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: '/api/entry/debit/e-30',
      body: { type: 'debit', amount: -25, payee_id: 8 },
    });
  });
});

describe('saving for a goal (/entry/goal/:goalId)', () => {
  /** The entry body every saving sends, as the form starts (today, no note, the workspace defaults). */
  const savingBody = (fields: Record<string, unknown>) => ({
    type: 'saving',
    note: null,
    labels: [],
    currency_id: 2,
    payment_type: 1,
    date_time: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/),
    confirmed: true,
    waranty: false,
    exclude_from_stats: false,
    category_id: 62,
    ...fields,
  });

  it('opens on deposit with the goal of the URL, shows its balance and deposits into it', async () => {
    const view = await renderArea(entriesArea, '/entry/goal/g-1');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect((screen.getByRole('radio', { name: 'Deposit (+)' }) as HTMLInputElement).checked).toBe(true);
    await ready('Goal');
    await ready('Wallet');
    expect(selected('Goal')).toBe('g-1');
    expect([...(screen.getByLabelText('Goal') as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Choose goal',
      'House',
      'Car',
    ]);
    // What the goal holds, masked like every amount in hide-amounts mode.
    const balance = screen.getByText('€120.00');
    expect(balance.className).toBe('bc-amount');
    expect(balance.closest('p')?.textContent).toBe('Saved so far: €120.00 / €1,000.00');
    change('Amount', '50');
    change('Wallet', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/goals/details/g-1'));
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/entry/saving' })]);
    expect(writes()[0]?.body).toEqual(savingBody({ amount: 50, account_id: 1, goal_id: 'g-1' }));
  });

  it('opens on withdrawal with goal_type=withdrawal and sends the amount negative to the goal chosen', async () => {
    const view = await renderArea(entriesArea, '/entry/goal/g-1?goal_type=withdrawal');
    expect((screen.getByRole('radio', { name: 'Withdrawal (−)' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Deposit (+)' }) as HTMLInputElement).checked).toBe(false);
    await ready('Goal');
    await ready('Wallet');
    change('Goal', 'g-2');
    expect(screen.getByText('€300.00').className).toBe('bc-amount');
    change('Amount', '30,5');
    change('Wallet', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({ method: 'POST', path: '/api/entry/saving' });
    expect(writes()[0]?.body).toEqual(savingBody({ amount: -30.5, account_id: 2, goal_id: 'g-2' }));
    // Back to the page of the goal the entry went to.
    await waitFor(() => expect(view.location()).toBe('/goals/details/g-2'));
  });

  it('turns a deposit into a withdrawal with the radio', async () => {
    await renderArea(entriesArea, '/entry/goal/g-2');
    await ready('Goal');
    await ready('Wallet');
    change('Amount', '10');
    change('Wallet', '1');
    fireEvent.click(screen.getByRole('radio', { name: 'Withdrawal (−)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ amount: -10, goal_id: 'g-2', category_id: 62 });
  });

  it('asks for amount, wallet and goal when a goal of the URL is not an active one', async () => {
    await renderArea(entriesArea, '/entry/goal/g-unknown');
    await ready('Goal');
    expect(selected('Goal')).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('insert amount, choose wallet, choose goal');
    expect(writes()).toEqual([]);
  });

  it('shows what the server says when the withdrawal is more than the goal holds', async () => {
    savingAnswer = {
      status: 422,
      body: {
        error: 'The entry is invalid',
        status: 422,
        code: 'validation_failed',
        fields: { amount: 'withdrawal greater than goal balance' },
      },
    };
    const view = await renderArea(entriesArea, '/entry/goal/g-1?goal_type=withdrawal');
    await ready('Goal');
    await ready('Wallet');
    change('Amount', '500');
    change('Wallet', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'the withdrawal is greater than what the goal holds',
    );
    expect(writes()[0]?.body).toMatchObject({ amount: -500, goal_id: 'g-1' });
    expect(view.location()).toBe('/entry/goal/g-1?goal_type=withdrawal');
  });

  it('invites to create a goal first when there is none, instead of the form', async () => {
    goals = [];
    await renderArea(entriesArea, '/entry/goal/g-1');
    const link = await screen.findByRole('link', { name: 'Create a goal' });
    expect(link.getAttribute('href')).toBe('/goals/new');
    expect(screen.getByText('No goals yet: create a goal first, then save toward it here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByLabelText('Amount')).toBeNull();
    // The way back to the goal stays.
    expect(screen.getByRole('link', { name: 'Back to the goal' }).getAttribute('href')).toBe(
      '/goals/details/g-1',
    );
  });
});

describe('edit a saving entry (/entry/:id)', () => {
  const withdrawal = (goalRef: { uuid: string; name: string }) =>
    entry({
      id: 40,
      type: 'saving',
      amount: -25,
      category_id: 62,
      sub_category: savingSubCategory,
      account_id: 2,
      wallet: { id: 2, uuid: 'w-2', name: 'Cash' },
      goal_id: goalRef.uuid,
      goal: goalRef,
      note: 'Tyres',
    });

  it('loads it without the tab bar, on withdrawal, with its goal and wallet, and updates it', async () => {
    details = { 'e-40': withdrawal({ uuid: 'g-2', name: 'Car' }) };
    const view = await renderArea(entriesArea, '/entry/e-40');
    expect(await screen.findByRole('radio', { name: 'Withdrawal (−)', checked: true })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();
    await ready('Goal');
    await ready('Wallet');
    expect(selected('Goal')).toBe('g-2');
    expect(selected('Wallet')).toBe('2');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('25.00');
    expect((screen.getByLabelText('Note') as HTMLTextAreaElement).value).toBe('Tyres');
    change('Amount', '40');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/entries'));
    expect(await screen.findByText('Entry updated')).toBeTruthy();
    expect(writes()).toMatchObject([
      {
        method: 'PUT',
        path: '/api/entry/saving/e-40',
        body: { type: 'saving', amount: -40, account_id: 2, category_id: 62, goal_id: 'g-2', note: 'Tyres' },
      },
    ]);
  });

  it('keeps a goal archived since as its choice, even with no active goal left', async () => {
    goals = [];
    details = { 'e-40': withdrawal({ uuid: 'g-9', name: 'Old bike' }) };
    await renderArea(entriesArea, '/entry/e-40');
    await screen.findByRole('option', { name: 'Old bike' });
    await waitFor(() => expect(selected('Goal')).toBe('g-9'));
    fireEvent.click(screen.getByRole('radio', { name: 'Deposit (+)' }));
    await ready('Wallet');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      path: '/api/entry/saving/e-40',
      body: { amount: 25, goal_id: 'g-9' },
    });
  });
});
