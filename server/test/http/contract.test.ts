// The contract suite: every live call of the original Budget Control client (WIRE.md), replayed as that
// client builds it (its three headers on every call, `Bearer undefined` before login, a stale X-WS, its
// bodies and query strings as they are), asserting every field it reads (support/client-reads.ts, kept
// apart from @bc/api so that a drift of our own schemas fails here).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { PASSWORD, uniqueEmail } from '../support/client.ts';
import {
  BAR_CHART,
  BUDGET_FORM,
  BUDGET_STATS,
  CURRENCY_ROW,
  DEBT_ROW,
  ENTRY_DETAIL,
  ENTRY_PAGE,
  ENTRY_ROW,
  ERROR_TEXT,
  GOAL_DETAIL,
  GOAL_ITEM,
  LABEL_CHIP,
  LABEL_SETTINGS_ROW,
  LINE_CHART,
  LOGIN,
  MODEL_APPLIED,
  PARENT_CATEGORY,
  PAYEE_OPTION,
  PAYMENT_TYPE,
  PLANNED_ROW,
  SEARCH_PAGE,
  STATS_CHANGE,
  STATS_ROWS,
  STATS_TOTAL,
  STATS_WALLET,
  SUB_CATEGORY,
  USER_INFO,
  WALLET_OPTION,
  WALLET_SETTINGS_ROW,
  WORKSPACE_DETAIL,
  WORKSPACE_ITEM,
} from '../support/client-reads.ts';
import { OriginalClient, type Reply } from '../support/original-client.ts';
import { linkIn, readOutbox, waitForMails } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

/** The answer's status, then its body read as the client reads it. */
function reads<T extends z.ZodType>(reply: Reply, schema: T, status = 200): z.infer<T> {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return schema.parse(reply.body);
}

function ok(reply: Reply, status = 200) {
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  return reply.body;
}

/** A client that has been used before: it still holds another person's workspace as X-WS. */
function staleClient() {
  const client = new OriginalClient(server);
  client.currentWs = { uuid: randomUUID() };
  return client;
}

// Finalize.vue's body, whatever the person picked (WIRE.md: its selects never emit, so these defaults go).
const finalizeBody = (workspace = 'Workspace') => ({
  workspace: { name: workspace, currency: 2, payment_type: 1 },
  wallet: { name: 'Conto', balance: 0, type: 'bank', color: '#4a2', currency: 2, exclude_from_stats: 0 },
});

/** Register.vue, the e-mail link, Login.vue, user-info, Finalize.vue: a person set up through the client. */
async function registerAndSetUp(name = 'Original User') {
  const email = uniqueEmail('original');
  const client = staleClient();
  ok(await client.post('/api/auth/sign-up', { name, password: PASSWORD, email }), 201);
  const [mail] = await waitForMails(server.outboxDir, email);
  if (!mail) throw new Error(`No confirmation mail for ${email}`);
  ok(await client.get(`/api/auth/confirm/${linkIn(mail, 'confirm').token}`));
  reads(await client.login(email, PASSWORD), LOGIN);
  const before = reads(await client.userInfo(), USER_INFO);
  const finalized = reads(
    await client.post(`/api/auth/${before.userInfo.uuid}/finalize/sign-up`, finalizeBody()),
    USER_INFO,
  );
  client.bcToken = finalized.token;
  return { client, email, uuid: before.userInfo.uuid, finalized };
}

describe('1.6 and 1.1 to 1.3: register, confirm, login, user-info, finalize, dashboard boot', () => {
  it('accepts the sign-up as the client sends it (no password_confirmation), with public headers', async () => {
    const client = staleClient();
    const email = uniqueEmail('register');
    expect(client.headers()).toMatchObject({ Authorization: 'Bearer undefined', 'X-BC-Token': 'undefined' });
    ok(await client.post('/api/auth/sign-up', { name: 'Ada', password: PASSWORD, email }), 201);
    // The automatic login that follows is refused until the address is confirmed (403, not 401).
    const early = await client.login(email, PASSWORD);
    expect(early.status).toBe(403);
    expect(ERROR_TEXT.parse(early.body).error).toMatch(/verified/);
    const [mail] = await waitForMails(server.outboxDir, email);
    if (!mail) throw new Error('no mail');
    ok(await client.get(`/api/auth/confirm/${linkIn(mail, 'confirm').token}`));
    reads(await client.login(email, PASSWORD), LOGIN);
  });

  it('signs in, hands out the X-BC-Token on user-info, sets up, and boots the dashboard without X-WS', async () => {
    const { client, uuid, finalized } = await registerAndSetUp('Grace');
    // Finalize answered for the new workspace, with both values the finalize page checks.
    const settings = finalized.userInfo.workspace_settings;
    if (Array.isArray(settings)) throw new Error('workspace_settings should be set after finalize');
    expect(settings.data.currency).toMatchObject({ id: 2, symbol: '€', icon: '€' });
    expect(settings.data.payment_type_id).toBe(1);
    expect(finalized.userInfo.workspaces).toHaveLength(1);

    // The client never sets current_ws after finalize: the rest of the session sends no X-WS.
    client.currentWs = undefined;
    const boot = reads(await client.userInfo(), USER_INFO);
    const first = boot.userInfo.workspaces[0];
    expect(first?.name).toBe('Workspace');
    expect(boot.userInfo.uuid).toBe(uuid);
    const detail = reads(await client.get(`/api/workspace/${first?.uuid}`), WORKSPACE_DETAIL);
    expect(detail.workspace.users.map((user) => user.uuid)).toEqual([uuid]);
    expect(detail.settings.data).toMatchObject({ currency: { id: 2 }, paymenttypeId: 1 });
    // Calls without X-WS work in the workspace the token was issued for: the wallet of the set-up is there.
    const wallets = reads(
      await client.get('/api/wallet/list?order[name]=asc&filters[archived]=false'),
      WALLET_OPTION.array(),
    );
    expect(wallets.map((wallet) => wallet.name)).toEqual(['Conto']);
  });

  it('a second login of a set-up person goes straight to the dashboard (both settings present)', async () => {
    const { email } = await registerAndSetUp();
    const client = staleClient();
    const login = reads(await client.login(email, PASSWORD), LOGIN);
    expect(login.workspaces).toHaveLength(1);
    const info = reads(await client.userInfo(), USER_INFO);
    expect(Array.isArray(info.userInfo.workspace_settings)).toBe(false);
  });

  it('keeps earlier X-BC-Tokens valid: the layout calls made with the old one while user-info runs succeed', async () => {
    const { client } = await registerAndSetUp();
    const old = client.bcToken;
    const [info, list] = await Promise.all([client.userInfo(), client.get('/api/workspace/list')]);
    reads(info, USER_INFO);
    reads(list, WORKSPACE_ITEM.array());
    expect(client.bcToken).not.toBe(old);
    client.bcToken = old;
    reads(await client.get('/api/workspace/list'), WORKSPACE_ITEM.array());
  });

  it('answers a wrong password with 401, never for `Bearer undefined` on public routes', async () => {
    const { email } = await registerAndSetUp();
    const client = staleClient();
    expect((await client.login(email, 'Wrong-Password-1')).status).toBe(401);
    for (const path of [
      '/api/currencies',
      '/api/payment-types',
      '/api/categories',
      '/api/categories-subcategories',
    ]) {
      expect((await client.get(path)).status, path).toBe(200);
    }
    expect((await client.post('/api/auth/verify-email', { email })).status).toBe(200);
    expect((await client.post('/api/auth/reset-password', { email })).status).toBe(200);
  });

  it('shows the server error text on password recovery and reset (`body.error`, not a 401)', async () => {
    const client = staleClient();
    const bad = await client.post('/api/auth/reset-password', { email: 'not an address' });
    expect(bad.status).toBe(422);
    expect(ERROR_TEXT.parse(bad.body).error.length).toBeGreaterThan(0);
    const expired = await client.put(`/api/auth/reset-password/${'x'.repeat(59)}`, {
      password: 'Brand-New-Pass-42',
      password_confirmation: 'Brand-New-Pass-42',
    });
    expect(expired.status).toBe(400);
    expect(ERROR_TEXT.parse(expired.body).error).toMatch(/not valid|expired/);
  });

  it('1.5 logout: the call goes out with `Bearer undefined` and changes nothing; sessions expire on their own', async () => {
    const { client } = await registerAndSetUp();
    const token = client.token;
    const bcToken = client.bcToken;
    client.token = undefined;
    client.bcToken = undefined;
    client.currentWs = undefined;
    expect((await client.get('/api/auth/logout')).status).toBe(401);
    client.token = token;
    client.bcToken = bcToken;
    reads(await client.userInfo(), USER_INFO);
  });
});

describe('1.4 and 2.12: workspaces', () => {
  it('switches workspace with user-info and the new X-WS, which answers for it', async () => {
    const { client, uuid } = await registerAndSetUp('Switcher');
    ok(
      await client.post('/api/workspace/create', {
        workspace: { name: 'Holidays', currency: 3, payment_type: 2 },
        share_with: [],
      }),
      201,
    );
    const list = reads(await client.get('/api/workspace/list'), WORKSPACE_ITEM.array());
    const holidays = list.find((workspace) => workspace.name === 'Holidays');
    expect(holidays).toBeDefined();
    // Sidebar.vue mutates current_ws.uuid, then calls user-info with the old X-BC-Token.
    client.currentWs = { uuid: holidays?.uuid ?? '' };
    const switched = reads(await client.userInfo(), USER_INFO);
    const settings = switched.userInfo.workspace_settings;
    expect(Array.isArray(settings) ? null : settings.data.currency.id).toBe(3);
    // After the reload, calls go to the new workspace, with or without X-WS.
    client.currentWs = undefined;
    const wallets = reads(await client.get('/api/wallet/list?order[name]=asc'), WALLET_OPTION.array());
    expect(wallets).toEqual([]);
    reads(await client.get(`/api/workspace/${holidays?.uuid}`), WORKSPACE_DETAIL);
    expect(uuid).toBeTruthy();
  });

  it('updates with the flat body, shares by e-mail answering {user}, unshares, deletes by /workspace/{uuid}', async () => {
    const owner = await registerAndSetUp('Owner');
    const friend = await registerAndSetUp('Friend');
    const workspace = owner.finalized.userInfo.workspaces[0]?.uuid ?? '';
    owner.client.currentWs = { uuid: workspace };
    ok(
      await owner.client.put(`/api/workspace/update/${workspace}`, {
        name: 'Family',
        currency: 1,
        payment_type: 3,
      }),
    );
    // WorkspaceCard.vue's update: extra keys, user objects in shareWith.
    ok(
      await owner.client.put(`/api/workspace/update/${workspace}`, {
        name: 'Family',
        archive: false,
        shareWith: [{ uuid: friend.uuid, name: 'Friend' }],
        currency: 1,
        payment_type: 3,
      }),
    );
    const shared = ok(
      await owner.client.post(`/api/workspace/${workspace}/share`, { user_to_share: friend.email }),
      201,
    ) as {
      user: { uuid: string; name: string };
    };
    expect(shared.user).toMatchObject({ uuid: friend.uuid, name: 'Friend' });
    const detail = reads(await owner.client.get(`/api/workspace/${workspace}`), WORKSPACE_DETAIL);
    expect(detail.workspace.name).toBe('Family');
    expect(detail.workspace.users.map((user) => user.name).sort()).toEqual(['Friend', 'Owner']);
    expect(detail.settings.data).toMatchObject({ currency: { id: 1 }, paymenttypeId: 3 });
    // user-info names the other members for the budget e-mail options.
    const info = reads(await owner.client.userInfo(), USER_INFO);
    expect(info.userInfo.shared_with).toEqual([
      expect.objectContaining({ email: friend.email.toLowerCase(), name: 'Friend' }),
    ]);
    const missing = await owner.client.post(`/api/workspace/${workspace}/share`, {
      user_to_share: uniqueEmail('nobody'),
    });
    expect(missing.status).toBe(404);
    ok(await owner.client.delete(`/api/workspace/${workspace}/unshare/${friend.uuid}`));
    reads(await owner.client.get('/api/workspace/by-user/list'), WORKSPACE_ITEM.array());
    ok(await owner.client.delete(`/api/workspace/${workspace}`));
    expect((await owner.client.get(`/api/workspace/${workspace}`)).status).toBe(404);
  });

  it('finds a user to share with by e-mail (the raw address in the path)', async () => {
    const owner = await registerAndSetUp();
    const other = await registerAndSetUp('Findable');
    const found = ok(await owner.client.get(`/api/auth/user-info/by-email/${other.email}`)) as {
      uuid: string;
      name: string;
    };
    expect(found).toMatchObject({ uuid: other.uuid, name: 'Findable' });
  });
});

describe('2.3: categories and lookups', () => {
  it('answers the flat sub-categories, the parents with theirs, one sub-category, payment types and currencies', async () => {
    const client = staleClient();
    const subs = reads(await client.get('/api/categories'), SUB_CATEGORY.array());
    expect(subs.map((sub) => sub.id)).toContain(62);
    const parents = reads(await client.get('/api/categories-subcategories'), PARENT_CATEGORY.array());
    expect(parents).toHaveLength(11);
    const one = ok(await client.get('/api/categories/3')) as { id: number; name: string };
    expect(one).toMatchObject({ id: 3, name: 'groceries' });
    reads(await client.get('/api/payment-types'), PAYMENT_TYPE.array());
    const currencies = reads(await client.get('/api/currencies'), CURRENCY_ROW.array());
    // Profile.vue indexes resp[currency_id - 1].
    expect(currencies[1]).toMatchObject({ id: 2, icon: '€' });
  });

  it('creates a custom sub-category from CategoryCard.vue (parent [0] = none) and sets the default currency', async () => {
    const { client } = await registerAndSetUp();
    ok(
      await client.post('/api/categories', {
        id: null,
        name: 'Climbing',
        parent_category: [0],
        exclude_stats: false,
      }),
      201,
    );
    ok(
      await client.post('/api/categories', {
        id: null,
        name: 'Comics',
        parent_category: 6,
        exclude_stats: true,
      }),
      201,
    );
    const parents = reads(await client.get('/api/categories-subcategories'), PARENT_CATEGORY.array());
    const custom = parents.flatMap((parent) =>
      parent.subCategories.map((sub) => [parent.id, sub.slug, sub.custom]),
    );
    expect(custom).toEqual(
      expect.arrayContaining([
        [11, 'Climbing', true],
        [6, 'Comics', true],
      ]),
    );
    ok(await client.post('/api/user/currency', { currency: 3 }));
    const info = reads(await client.userInfo(), USER_INFO);
    const settings = info.userInfo.workspace_settings;
    expect(Array.isArray(settings) ? null : settings.data.currency.id).toBe(3);
  });
});

describe('2.5 and 2.6: labels and wallets', () => {
  it('labels: create with a picker colour, list all with archive=1, edit with the whole item, read one, delete', async () => {
    const { client } = await registerAndSetUp();
    ok(await client.post('/api/label', { name: 'trip', color: '#a1b2c3ff', archive: false }), 201);
    ok(await client.post('/api/label', { name: 'old', color: '#7f', archive: false }), 201);
    const all = reads(await client.get('/api/label/list?archive=1'), LABEL_SETTINGS_ROW.array());
    expect(all.map((label) => [label.name, label.color])).toEqual([
      ['old', '#00007f'],
      ['trip', '#a1b2c3'],
    ]);
    const old = all.find((label) => label.name === 'old');
    ok(
      await client.put(`/api/label/${old?.uuid}`, {
        ...old,
        archive: true,
        workspace_id: 9,
        updated_at: 'x',
      }),
    );
    const options = reads(await client.get('/api/label/list?order[name]=asc'), LABEL_CHIP.array());
    expect(options.map((label) => label.name)).toEqual(['trip']);
    const again = reads(await client.get('/api/label/list?archive=1'), LABEL_SETTINGS_ROW.array());
    expect(again.find((label) => label.name === 'old')?.archive).toBe(true);
    reads(await client.get(`/api/label/${old?.uuid}`), LABEL_SETTINGS_ROW);
    ok(await client.delete(`/api/label/${old?.uuid}`));
    expect((await client.post('/api/label', { name: 'bad', color: 'blue', archive: false })).status).toBe(
      422,
    );
  });

  it('wallets: create and update as Wallet.vue sends them, list both ways, archive by DELETE', async () => {
    const { client } = await registerAndSetUp();
    const [bank] = reads(
      await client.get('/api/wallet/list?order[name]=asc&filters[archived]=false'),
      WALLET_OPTION.array(),
    );
    ok(
      await client.post('/api/wallet/create', {
        name: 'Visa',
        type: 'credit-card',
        balance: 0,
        currency_id: 1,
        color: '#1',
        archived: false,
        exclude_stats: false,
        invoice_date: '2026-03-09T23:00:00.000Z',
        closing_date: '2026-03-01T23:00:00.000Z',
        payment_account: bank?.id,
        installement_value: '',
        voucher_value: null,
      }),
      201,
    );
    ok(
      await client.post('/api/wallet/create', {
        name: 'Meals',
        type: 'voucher',
        balance: 10,
        currency_id: 1,
        color: '#00ff00',
        archived: false,
        exclude_stats: true,
        invoice_date: null,
        closing_date: null,
        payment_account: null,
        installement_value: '',
        voucher_value: 8,
      }),
      201,
    );
    const all = reads(await client.get('/api/wallet/list?order[name]=asc'), WALLET_SETTINGS_ROW.array());
    expect(all.map((wallet) => wallet.name)).toEqual(['Conto', 'Meals', 'Visa']);
    const meals = all.find((wallet) => wallet.name === 'Meals');
    expect(meals?.balance).toEqual({ value_in_voucher: 10, value_in_valut: 80 });
    const visa = all.find((wallet) => wallet.name === 'Visa');
    expect(visa).toMatchObject({ invoice_date: '2026-03-09', color: '#000001', payment_account: bank?.id });
    ok(
      await client.put(`/api/wallet/update/${visa?.uuid}`, {
        name: 'Visa Gold',
        type: 'credit-card',
        balance: 0,
        currency_id: 1,
        color: visa?.color,
        archived: false,
        exclude_stats: visa?.exclude_stats,
        invoice_date: visa?.invoice_date,
        closing_date: visa?.closing_date,
        payment_account: visa?.payment_account,
        installement_value: null,
        voucher_value: null,
      }),
    );
    ok(await client.delete(`/api/wallet/${visa?.uuid}`));
    const active = reads(
      await client.get('/api/wallet/list?order[name]=asc&filters[archived]=false'),
      WALLET_OPTION.array(),
    );
    expect(active.map((wallet) => wallet.name)).toEqual(['Conto', 'Meals']);
    const archived = reads(await client.get('/api/wallet/list?order[name]=asc'), WALLET_SETTINGS_ROW.array());
    expect(archived.find((wallet) => wallet.name === 'Visa Gold')?.archived).toBe(true);
  });
});

/** A set-up person with a second wallet and a label, ready to write entries as the client does. */
async function ledgerFixture() {
  const setUp = await registerAndSetUp('Ledger');
  const { client } = setUp;
  ok(
    await client.post('/api/wallet/create', {
      name: 'Cash',
      type: 'cache',
      balance: 100,
      currency_id: 1,
      color: '#abc',
      archived: false,
      exclude_stats: false,
      invoice_date: null,
      closing_date: null,
      payment_account: null,
      installement_value: null,
      voucher_value: null,
    }),
    201,
  );
  const wallets = reads(
    await client.get('/api/wallet/list?order[name]=asc&filters[archived]=false'),
    WALLET_OPTION.array(),
  );
  const byName = (name: string) => wallets.find((wallet) => wallet.name === name)?.id ?? -1;
  ok(await client.post('/api/label', { name: 'home', color: '#123456', archive: false }), 201);
  const [label] = reads(await client.get('/api/label/list?order[name]=asc'), LABEL_CHIP.array());
  return { ...setUp, bank: byName('Conto'), cash: byName('Cash'), label: label?.id ?? -1 };
}

/** BaseEntryForm.vue handleSubmit: every key present, the tab's own filled in. */
function entryBody(tab: string, fields: Record<string, unknown>) {
  return {
    amount: 0,
    note: null,
    labels: [],
    currency_id: 2,
    payment_type: 1,
    transfer_id: false,
    date_time: new Date(Date.now() - 60_000).toISOString(),
    confirmed: true,
    waranty: false,
    geolocalization: '',
    planning: 0,
    end_date_time: null,
    exclude_from_stats: false,
    name: null,
    type: tab,
    account_id: null,
    category_id: 0,
    ...fields,
  };
}

describe('2.1 and 2.2: entries, planned entries, search, debts, models', () => {
  let fixture: Awaited<ReturnType<typeof ledgerFixture>>;
  beforeAll(async () => {
    fixture = await ledgerFixture();
  });

  it('writes the four tabs as the forms send them and lists them as the table reads them', async () => {
    const { client, bank, cash, label } = fixture;
    ok(
      await client.post(
        '/api/entry/expense',
        entryBody('expenses', {
          amount: -12.5,
          account_id: bank,
          category_id: 3,
          note: 'Groceries at Esselunga',
          labels: [
            { name: label, color: null },
            { name: 'weekly', color: '#f44336' },
          ],
        }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/income',
        entryBody('incoming', { amount: 1000, account_id: bank, category_id: 73 }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/transfer',
        entryBody('transfer', { amount: 50, account_id: bank, transfer_id: cash }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/transfer',
        entryBody('transfer', { amount: 5, account_id: null, transfer_id: cash }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/debit',
        entryBody('debit', { amount: -30, account_id: cash, payee_id: 'Marco' }),
      ),
      201,
    );
    const [payee] = reads(await client.get('/api/payees'), PAYEE_OPTION.array());
    ok(
      await client.post(
        '/api/entry/debit',
        entryBody('debit', { amount: 10, account_id: cash, payee_id: payee?.id }),
      ),
      201,
    );
    // A transfer to the same wallet is refused (the client's own check never fires).
    expect(
      (
        await client.post(
          '/api/entry/transfer',
          entryBody('transfer', { amount: 1, account_id: cash, transfer_id: cash }),
        )
      ).status,
    ).toBe(422);

    const page = reads(await client.get('/api/entry?per_page=30&page=1&filters[planned]=0'), ENTRY_PAGE);
    expect(page.data).toHaveLength(8);
    expect(page.data.map((row) => row.type).sort()).toEqual([
      'debit',
      'debit',
      'expenses',
      'incoming',
      'transfer',
      'transfer',
      'transfer',
      'transfer',
    ]);
    const debits = page.data.filter((row) => row.type === 'debit');
    expect(debits.every((row) => row.sub_category.id === 55 && row.payee?.name === 'Marco')).toBe(true);
    expect(
      page.data.filter((row) => row.type === 'transfer').every((row) => row.sub_category.id === 75),
    ).toBe(true);
    const groceries = page.data.find((row) => row.note === 'Groceries at Esselunga');
    expect(groceries?.labels.map((chip) => chip.name).sort()).toEqual(['home', 'weekly']);
    const debts = reads(await client.get('/api/debits'), DEBT_ROW.array());
    expect(debts.map((debt) => [debt.name, debt.type, debt.debts.balance])).toEqual([
      ['Marco', 'debit', -20],
    ]);
  });

  it('loads an entry for editing as the form reads it, and saves it back through the current tab', async () => {
    const { client, bank, cash } = fixture;
    const created = ok(
      await client.post(
        '/api/entry/transfer',
        entryBody('transfer', { amount: 20, account_id: bank, transfer_id: cash }),
      ),
      201,
    ) as { uuid: string };
    const detail = reads(await client.get(`/api/entry/${created.uuid}`), ENTRY_DETAIL);
    expect(detail).toMatchObject({ type: 'transfer', account_id: bank, transfer_id: cash, amount: -20 });
    // TransferForm.vue sends the server's own date back, an out-of-wallet target as "".
    ok(
      await client.put(
        `/api/entry/transfer/${created.uuid}`,
        entryBody('transfer', { amount: 25, account_id: bank, transfer_id: '', date_time: detail.date_time }),
      ),
    );
    const outOfWallet = reads(await client.get(`/api/entry/${created.uuid}`), ENTRY_DETAIL);
    expect(outOfWallet).toMatchObject({ transfer_id: 0, amount: -25 });
    // Switching tabs on edit changes the type.
    ok(
      await client.put(
        `/api/entry/expense/${created.uuid}`,
        entryBody('expenses', { amount: -25, account_id: bank, category_id: 2, date_time: detail.date_time }),
      ),
    );
    expect(reads(await client.get(`/api/entry/${created.uuid}`), ENTRY_DETAIL).type).toBe('expenses');
    ok(await client.delete(`/api/entry/${created.uuid}`));
    expect((await client.get(`/api/entry/${created.uuid}`)).status).toBe(404);
  });

  it('filters the list as CardEntries.vue builds the query', async () => {
    const { client, cash } = fixture;
    const wallets = reads(await client.get('/api/wallet/list?order[name]=asc'), WALLET_SETTINGS_ROW.array());
    const cashUuid = wallets.find((wallet) => wallet.id === cash)?.uuid;
    const debts = reads(await client.get('/api/debits'), DEBT_ROW.array());
    const now = new Date();
    const start = `${now.getUTCFullYear()}-${now.getUTCMonth() + 1}-01`;
    const end = `${now.getUTCFullYear()}-${now.getUTCMonth() + 1}-${now.getUTCDate()}`;
    const query = (filters: string) => `/api/entry?per_page=30&page=1${filters}&filters[planned]=0`;
    const dates = `&filters[date_time]=${encodeURIComponent('>=')}|${start}&filters[date_time]=${encodeURIComponent('<=')}|${end}`;
    const byWallet = reads(
      await client.get(query(`${dates}&filters[account_id]=${cashUuid}&filters[planned]=0`)),
      ENTRY_PAGE,
    );
    expect(byWallet.data.length).toBeGreaterThan(0);
    expect(byWallet.data.every((row) => row.wallet?.name === 'Cash')).toBe(true);
    const byPayee = reads(await client.get(query(`&filters[payee_id]=${debts[0]?.uuid}`)), ENTRY_PAGE);
    expect(byPayee.data.map((row) => row.payee?.name)).toEqual(['Marco', 'Marco']);
    const expenses = reads(await client.get(query('&filters[type]=expenses')), ENTRY_PAGE);
    expect(expenses.data.every((row) => row.type === 'expenses')).toBe(true);
    const byLabel = reads(await client.get(query(`&filters[label]=${fixture.label}`)), ENTRY_PAGE);
    expect(byLabel.data.map((row) => row.note)).toEqual(['Groceries at Esselunga']);
    const byCategory = reads(await client.get(query('&filters[category_id]=73')), ENTRY_PAGE);
    expect(byCategory.data.map((row) => row.type)).toEqual(['incoming']);
    // The planned half: future-dated entries.
    reads(await client.get('/api/entry?per_page=30&page=1&filters[planned]=1'), ENTRY_PAGE);
    const future = entryBody('expenses', {
      amount: -1,
      account_id: fixture.bank,
      category_id: 3,
      date_time: new Date(Date.now() + 86_400_000 * 3).toISOString(),
    });
    ok(await client.post('/api/entry/expense', future), 201);
    const planned = reads(
      await client.get('/api/entry?per_page=30&page=1&filters[type]=planned'),
      ENTRY_PAGE,
    );
    expect(planned.data.map((row) => row.planned)).toEqual([true]);
  });

  it('searches with the whole form state, planned: true meaning planned included', async () => {
    const { client, bank } = fixture;
    const now = new Date();
    const body = {
      no_entry_found: false,
      account: [bank],
      category: [],
      type: ['expenses', 'incoming'],
      tags: [],
      text: null,
      planned: true,
      date_time: [
        new Date(now.getTime() - 86_400_000 * 30).toISOString(),
        new Date(now.getTime() + 86_400_000 * 10).toISOString(),
      ],
    };
    const found = reads(await client.post('/api/find?page=1', body), SEARCH_PAGE);
    expect(found.data.length).toBeGreaterThan(0);
    expect(found.data.some((row) => row.planned === true)).toBe(true);
    expect(found.pagination.total_pages).toBe(1);
    const text = reads(
      await client.post('/api/find?page=1', { ...body, text: 'esselunga', type: [], account: [] }),
      SEARCH_PAGE,
    );
    expect(text.data.map((row) => row.note)).toEqual(['Groceries at Esselunga']);
    const unplanned = reads(await client.post('/api/find?page=1', { ...body, planned: false }), SEARCH_PAGE);
    expect(unplanned.data.every((row) => row.planned === false)).toBe(true);
  });

  it('plans an entry as the planned form sends it, lists the plans whole, loads, edits and deletes one', async () => {
    const { client, bank } = fixture;
    const opened = new Date().toISOString();
    ok(
      await client.post(
        '/api/entry/planned',
        entryBody('expenses', {
          amount: -800,
          account_id: bank,
          category_id: 16,
          note: 'Rent',
          planning: 'monthly',
          date_time: new Date(Date.now() + 86_400_000 * 2).toISOString(),
          end_date_time: null,
        }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/planned',
        entryBody('incoming', {
          amount: 2000,
          account_id: bank,
          category_id: 73,
          planning: 'yearly',
          date_time: new Date(Date.now() + 86_400_000 * 5).toISOString(),
          end_date_time: new Date(Date.now() + 86_400_000 * 800).toISOString(),
        }),
      ),
      201,
    );
    const plans = reads(await client.get('/api/entry/planned?page=0'), PLANNED_ROW.array());
    expect(plans.map((plan) => plan.planning)).toEqual(['monthly', 'yearly']);
    const rent = plans[0];
    const detail = reads(await client.get(`/api/entry/planned/${rent?.uuid}`), ENTRY_DETAIL);
    expect(detail).toMatchObject({ type: 'expenses', planning: 'monthly', amount: -800 });
    ok(
      await client.put(
        `/api/entry/planned/${rent?.uuid}`,
        entryBody('expenses', {
          amount: -850,
          account_id: bank,
          category_id: 16,
          planning: 'monthly',
          date_time: detail.date_time,
          end_date_time: null,
        }),
      ),
    );
    expect(opened).toBeTruthy();
    ok(await client.delete(`/api/entry/planned/${rent?.uuid}`));
    expect(reads(await client.get('/api/entry/planned?page=0'), PLANNED_ROW.array())).toHaveLength(1);
  });

  it('models: save from the model form, list by name, apply one, edit, delete', async () => {
    const { client, bank, label } = fixture;
    ok(
      await client.post(
        '/api/entry/model',
        entryBody('expenses', {
          name: 'Coffee',
          amount: -1.2,
          account_id: bank,
          category_id: 1,
          labels: [{ name: label, color: null }],
          date_time: new Date().toISOString(),
        }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/model',
        entryBody('debit', { name: 'Lend Marco', amount: -5, account_id: bank, payee_id: 'Marco' }),
      ),
      201,
    );
    const models = reads(await client.get('/api/entry/model?order[name]=asc'), ENTRY_ROW.array());
    expect(models.map((model) => model.name)).toEqual(['Coffee', 'Lend Marco']);
    const coffee = reads(await client.get(`/api/entry/model/${models[0]?.uuid}`), MODEL_APPLIED);
    expect(coffee).toMatchObject({ amount: -1.2, account_id: bank, category_id: 1, labels: [{ id: label }] });
    ok(
      await client.put(
        `/api/entry/model/${models[0]?.uuid}`,
        entryBody('expenses', { name: 'Espresso', amount: -1.5, account_id: bank, category_id: 1 }),
      ),
    );
    ok(await client.delete(`/api/entry/model/${models[1]?.uuid}`));
    const left = reads(await client.get('/api/entry/model?order[name]=asc'), ENTRY_ROW.array());
    expect(left.map((model) => model.name)).toEqual(['Espresso']);
  });

  it('archives a payee from the payee page', async () => {
    const { client } = fixture;
    const [debt] = reads(await client.get('/api/debits'), DEBT_ROW.array());
    ok(await client.delete(`/api/debt/${debt?.uuid}`));
    expect(reads(await client.get('/api/debits'), DEBT_ROW.array())).toEqual([]);
    expect(reads(await client.get('/api/payees'), PAYEE_OPTION.array())).toEqual([]);
  });
});

describe('2.7, 2.8 and the saving tab: goals, savings and budgets', () => {
  let fixture: Awaited<ReturnType<typeof ledgerFixture>>;
  beforeAll(async () => {
    fixture = await ledgerFixture();
  });

  it('creates a goal as CardAddGoal.vue does, saves into it from the saving tab, reads it as DetailsGoal.vue', async () => {
    const { client, bank } = fixture;
    const due = new Date(Date.now() + 86_400_000 * 400).toISOString();
    ok(
      await client.post('/api/goals/create', {
        category_icon: 'fa-solid fa-house',
        name: 'House',
        amount: 10000,
        due_date: due,
        description: 'Deposit for a flat',
      }),
      201,
    );
    const [goal] = reads(await client.get('/api/goals'), GOAL_ITEM.array());
    expect(goal).toMatchObject({
      name: 'House',
      category_icon: 'fa-solid fa-house',
      balance: 0,
      amount: 10000,
    });
    ok(
      await client.post(
        '/api/entry/saving',
        entryBody('saving', { amount: 300, account_id: bank, category_id: 62, goal_id: goal?.uuid }),
      ),
      201,
    );
    const withdrawal = ok(
      await client.post(
        '/api/entry/saving',
        entryBody('saving', { amount: -100, account_id: bank, category_id: 62, goal_id: goal?.uuid }),
      ),
      201,
    ) as { uuid: string };
    const tooMuch = await client.post(
      '/api/entry/saving',
      entryBody('saving', { amount: -1000, account_id: bank, category_id: 62, goal_id: goal?.uuid }),
    );
    expect(tooMuch.status).toBe(422);
    const detail = reads(await client.get(`/api/goals/${goal?.uuid}`), GOAL_DETAIL);
    expect(detail).toMatchObject({ balance: 200, target_amount: 10000, amount: 10000, percentage: 2 });
    expect(detail.entries).toHaveLength(2);
    // Editing the withdrawal through the saving tab.
    const loaded = reads(await client.get(`/api/entry/${withdrawal.uuid}`), ENTRY_DETAIL);
    expect(loaded).toMatchObject({ type: 'saving', goal_id: goal?.uuid, amount: -100 });
    ok(
      await client.put(
        `/api/entry/saving/${withdrawal.uuid}`,
        entryBody('saving', {
          amount: -50,
          account_id: bank,
          category_id: 62,
          goal_id: goal?.uuid,
          date_time: loaded.date_time,
        }),
      ),
    );
    expect(reads(await client.get(`/api/goals/${goal?.uuid}`), GOAL_DETAIL).balance).toBe(250);
    // CardAddGoal.vue's update sends `icon`, not `category_icon`.
    ok(
      await client.put(`/api/goals/update/${goal?.uuid}`, {
        icon: detail.category_icon,
        name: 'Flat',
        amount: 12000,
        due_date: detail.due_date,
        description: detail.description,
      }),
    );
    expect(reads(await client.get(`/api/goals/${goal?.uuid}`), GOAL_DETAIL)).toMatchObject({
      name: 'Flat',
      target_amount: 12000,
    });
    ok(await client.delete(`/api/goals/${goal?.uuid}`));
    expect(reads(await client.get('/api/goals'), GOAL_ITEM.array())).toEqual([]);
  });

  it('creates and updates a budget as Setting.vue sends it and lists its figures as CardBudget.vue reads them', async () => {
    const { client, bank, label } = fixture;
    ok(
      await client.post('/api/budget/create', {
        name: 'Food',
        amount: '250,50',
        description: null,
        configuration: {
          period: 'monthly',
          categories: [3],
          tags: [],
          types: ['expenses'],
          accounts: [bank],
          period_start: null,
          period_end: null,
        },
        notification: true,
        emails: [fixture.email],
        thresholds: [70, 90, 100],
      }),
      201,
    );
    ok(
      await client.post('/api/budget/create', {
        name: 'Holidays',
        amount: '1000',
        description: 'Summer',
        configuration: {
          period: 'one-shot',
          categories: [],
          tags: [label],
          types: [],
          accounts: [],
          period_start: new Date(Date.now() - 86_400_000 * 3).toISOString(),
          period_end: new Date(Date.now() + 86_400_000 * 30).toISOString(),
        },
        notification: false,
        emails: [],
        thresholds: [],
      }),
      201,
    );
    const stats = reads(await client.get('/api/budgets/stats'), BUDGET_STATS.array());
    expect(stats.map((item) => [item.budget.name, item.budget.configuration.period])).toEqual([
      ['Food', 'monthly'],
      ['Holidays', 'one_shot'],
    ]);
    const food = stats[0];
    const uuid = food?.budget.uuid ?? '';
    // The edit page: the trailing-slash call of /budgets/new, the doubled-slash call, the form, the entries.
    expect((await client.get('/api/budget/')).status).toBe(404);
    const form = reads(await client.get(`/api/budget//${uuid}`), BUDGET_FORM);
    expect(form).toMatchObject({ amount: 250.5, emails: [fixture.email.toLowerCase()] });
    reads(await client.get(`/api/budget/${uuid}/stats`), BUDGET_STATS);
    reads(await client.get(`/api/budget/${uuid}/entry-list`), ENTRY_ROW.array());
    // Setting.vue turns a loaded empty list into null on update.
    ok(await client.put(`/api/budget/update/${uuid}`, { ...form, amount: '300', emails: null }));
    expect(reads(await client.get(`/api/budget/${uuid}`), BUDGET_FORM)).toMatchObject({
      amount: 300,
      emails: [],
    });
    ok(await client.delete(`/api/budget/${uuid}`));
  });
});

describe('2.9: stats, as the header, the dashboard and the stats page ask for them', () => {
  it('answers every total as a number, the wallets with a currency object, and the charts and tables', async () => {
    const fixture = await ledgerFixture();
    const { client, bank } = fixture;
    ok(
      await client.post(
        '/api/entry/expense',
        entryBody('expenses', { amount: -42, account_id: bank, category_id: 3 }),
      ),
      201,
    );
    ok(
      await client.post(
        '/api/entry/income',
        entryBody('incoming', { amount: 900, account_id: bank, category_id: 73 }),
      ),
      201,
    );
    const now = new Date();
    const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
    // HeaderStats.vue: unpadded dates.
    const incoming = reads(
      await client.get(`/api/stats/incoming?start_date=${year}-${month}-01&end_date=${year}-${month}-${day}`),
      STATS_CHANGE,
    );
    expect(incoming.total).toBe(900);
    reads(
      await client.get(`/api/stats/expenses?start_date=${year}-${month}-01&end_date=${year}-${month}-${day}`),
      STATS_CHANGE,
    );
    for (const path of [
      '/api/stats/total',
      '/api/stats/total/planned',
      '/api/stats/total/planned/remaining',
      '/api/stats/debits/total-negative',
      '/api/stats/debits/total-positive',
      '/api/stats/health',
      '/api/stats/average-expenses',
      '/api/stats/average-incoming',
      '/api/stats/average-savings',
    ]) {
      reads(await client.get(path), STATS_TOTAL);
    }
    const wallets = reads(await client.get('/api/stats/wallets'), STATS_WALLET.array());
    expect(wallets.map((wallet) => wallet.currency.icon)).toContain('€');
    // The dashboard's range as axios serialises it, from toISOString() of local midnights (a day early east of UTC).
    const pad = (n: number) => String(n).padStart(2, '0');
    const first = `${year}-${pad(month)}-01`;
    const last = `${year}-${pad(month)}-${pad(new Date(Date.UTC(year, month, 0)).getUTCDate())}`;
    const query = `date_time%5B0%5D%5Bstart%5D=${first}&date_time%5B0%5D%5Bend%5D=${last}`;
    const bars = reads(await client.get(`/api/stats/chart/bar/expenses/category?${query}`), BAR_CHART);
    expect(bars.bar.map((bar) => [bar.data.slug, bar.value])).toEqual([['groceries', -42]]);
    reads(await client.get(`/api/stats/chart/bar/expenses/label?${query}`), BAR_CHART);
    reads(await client.get(`/api/stats/chart/table/expenses/category?${query}`), STATS_ROWS);
    // WidgetLine_IncomingExpensesChart.vue: the doubled slash and twelve pairs.
    const months = Array.from({ length: 12 }, (_, index) => {
      const start = `${year}-${pad(index + 1)}-01`;
      const end = `${year}-${pad(index + 1)}-${pad(new Date(Date.UTC(year, index + 1, 0)).getUTCDate())}`;
      return `date_time%5B${index}%5D%5Bstart%5D=${start}&date_time%5B${index}%5D%5Bend%5D=${end}`;
    }).join('&');
    const line = reads(await client.get(`/api//stats/chart/line/incoming-expenses?${months}`), LINE_CHART);
    expect(line.series.find((series) => series.label === 'incoming')?.dataPoints[month - 1]?.xValue).toBe(
      900,
    );
    // TableEntries.vue: slashed, unpadded default dates and the filter body.
    const table = reads(
      await client.post('/api/stats/entries', {
        date: {
          start: `${year}/${month}/01`,
          end: `${year}/${month}/${new Date(Date.UTC(year, month, 0)).getUTCDate()}`,
        },
        categories: [],
        wallets: [],
        accounts: [bank],
        types: [],
        currencies: null,
        payment_methods: [],
        tags: [],
      }),
      STATS_ROWS,
    );
    expect(table.rows.map((row) => [row.type, row.label, row.amount])).toEqual([
      ['incoming', 'salary', 900],
      ['expenses', 'groceries', -42],
    ]);
  });
});

describe('2.10: notifications and assistance', () => {
  it('#91 keeps the Firebase token the layout sends at boot, with the X-BC-Token of before user-info', async () => {
    const { client, email } = await registerAndSetUp('Pushed');
    const token = `fcm-${randomUUID()}:APA91bH`;
    // firebase-messaging.service.ts reads only `response.ok`.
    const reply = await client.post('/api/notify/save/token', { firebase_token: token });
    expect(reply.status, JSON.stringify(reply.body)).toBeGreaterThanOrEqual(200);
    expect(reply.status).toBeLessThan(300);
    const kept = await server.db.query<{ email: string }>(
      'SELECT u.email FROM firebase_tokens t JOIN users u ON u.id = t.user_id WHERE t.token = $1',
      [token],
    );
    expect(kept).toEqual([{ email: email.toLowerCase() }]);
  });

  it("#89 sends Assistance.vue's body to the support address, from the signed-in person, never to its `to`", async () => {
    const { client, email } = await registerAndSetUp('Helped');
    const support = server.config.supportEmail;
    const before = (await readOutbox(server.outboxDir)).filter((mail) => mail.to === support).length;
    // Assistance.vue sends the person's own address as `to`: the mail goes to support all the same.
    const reply = await client.post('/api/notify/email/contact', {
      to: email,
      subject: 'Assistance Request from BudgetControl app',
      message: 'The dashboard shows no charts',
      user_name: 'Someone Else',
      email: 'someone-else@example.com',
      privacy: true,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const mail = (await waitForMails(server.outboxDir, support, before + 1))[before];
    expect(mail?.to).toBe(support);
    expect(mail?.text).toContain(`Helped <${email.toLowerCase()}>`);
    expect(mail?.text).toContain('> The dashboard shows no charts');
    expect(mail?.text).not.toContain('Someone Else');
  });
});

describe('0.1 and 0.5: paths and empty lists', () => {
  it('routes doubled and trailing slashes', async () => {
    const client = staleClient();
    expect((await client.get('/api//currencies')).status).toBe(200);
    expect((await client.get('/api/currencies/')).status).toBe(200);
  });

  it('answers 200 [] for every list the client iterates, on a new workspace', async () => {
    const { client } = await registerAndSetUp();
    for (const path of [
      '/api/debits',
      '/api/payees',
      '/api/entry/model?order[name]=asc',
      '/api/entry/planned?page=0',
      '/api/label/list?archive=1',
    ]) {
      const reply = await client.get(path);
      expect(reply.status, path).toBe(200);
      expect(reply.body, path).toEqual([]);
    }
    expect(
      reads(await client.get('/api/entry?per_page=30&page=1&filters[planned]=1'), ENTRY_PAGE).data,
    ).toEqual([]);
  });

  it('deletes the account (DELETE /api/auth/delete) and everything with it', async () => {
    const { client, email } = await registerAndSetUp();
    ok(await client.delete('/api/auth/delete'));
    expect((await staleClient().login(email, PASSWORD)).status).toBe(401);
    expect((await readOutbox(server.outboxDir)).length).toBeGreaterThan(0);
  });
});
