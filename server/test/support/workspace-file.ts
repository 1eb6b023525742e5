// Helpers of the workspace file's tests (issue 24): a workspace of every kind of thing, built over the API by
// random steps; its file made comparable across workspaces (refs replaced by what they name); its figures as
// the API answers them; a restore.
import { type WorkspaceFile, type WorkspaceImportResponse, workspaceFileSchema } from '@bc/api';
import fc from 'fast-check';
import { expect } from 'vitest';
import { call, json } from './client.ts';
import { as, type LedgerUser } from './ledger.ts';
import type { TestServer } from './test-server.ts';

export type Step = {
  kind: 'expense' | 'income' | 'transfer' | 'debit' | 'saving';
  cents: number;
  a: number;
  b: number;
  day: number;
  future: boolean;
  confirmed: boolean;
  excluded: boolean;
  labels: number;
};

export const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom<Step['kind']>('expense', 'expense', 'income', 'transfer', 'debit', 'saving'),
  cents: fc.integer({ min: 1, max: 2_000_000 }),
  a: fc.nat(),
  b: fc.nat(),
  day: fc.integer({ min: 0, max: 700 }),
  future: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  confirmed: fc.integer({ min: 0, max: 9 }).map((n) => n > 0),
  excluded: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  labels: fc.integer({ min: 0, max: 3 }),
});

const dayOf = (day: number) => new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString();

/**
 * A workspace holding every kind of thing a file carries: wallets of several types (a card paid from the bank,
 * a voucher, an archived one), a custom category, labels, payees, goals with deposits and withdrawals, budgets
 * of each period, a model, a plan, a rule, and entries from `steps` (planned, unconfirmed, excluded, transfers
 * out of wallet).
 */
export async function buildWorkspace(server: TestServer, user: LedgerUser, steps: readonly Step[]) {
  const request = as(server, user);
  const post = async <T = { id: number; uuid: string }>(path: string, body: unknown) =>
    json<T>(await request('POST', path, body), 201);
  const wallets = [
    (await json<{ id: number }[]>(await request('GET', '/api/wallet/list')))[0]?.id as number,
    (await post('/api/wallet/create', { name: 'Cash', type: 'cache', balance: 40.5, currency_id: 2 })).id,
    (await post('/api/wallet/create', { name: 'Dollars', type: 'bank', balance: 1000, currency_id: 1 })).id,
  ];
  const card = await post('/api/wallet/create', {
    name: 'Visa',
    type: 'credit-card',
    balance: 0,
    currency_id: 2,
    invoice_date: '2026-02-10',
    closing_date: '2026-02-01',
    payment_account: wallets[0],
  });
  wallets.push(card.id);
  await post('/api/wallet/create', {
    name: 'Meals',
    type: 'voucher',
    balance: 12,
    currency_id: 2,
    voucher_value: 8.5,
  });
  await post('/api/wallet/create', {
    name: 'Old',
    type: 'bank',
    balance: 3.33,
    currency_id: 2,
    archived: true,
  });
  const custom = await post<{ id: number }>('/api/categories', { name: 'Climbing', parent_category: 6 });
  const labels = await Promise.all(
    ['trip', 'food', 'kids'].map(
      async (name) => (await post<{ id: number }>('/api/label', { name, color: '#aa0000' })).id,
    ),
  );
  const goals = await Promise.all(
    ['Car', 'Roof'].map((name) =>
      post<{ uuid: string }>('/api/goals/create', {
        name,
        amount: 5000,
        category_icon: 'car',
        due_date: '2999-01-01',
      }),
    ),
  );
  for (const period of ['weekly', 'monthly', 'yearly', 'one_shot', 'recursive']) {
    const dated = period === 'one_shot' || period === 'recursive';
    await post('/api/budget/create', {
      name: `Budget ${period}`,
      amount: 321.09,
      configuration: {
        period,
        categories: period === 'monthly' ? [3, custom.id] : [],
        tags: period === 'yearly' ? [labels[0]] : [],
        accounts: period === 'weekly' ? [wallets[1]] : [],
        ...(dated ? { period_start: '2025-01-01', period_end: '2026-12-31' } : {}),
      },
    });
  }
  await post('/api/entry/model', {
    name: 'Coffee',
    type: 'expenses',
    amount: -2.2,
    account_id: wallets[1],
    category_id: custom.id,
    labels: [{ name: 'food', color: '#aa0000' }],
  });
  await post('/api/entry/planned', {
    type: 'expenses',
    amount: -9.99,
    account_id: wallets[0],
    category_id: 16,
    note: 'Streaming',
    planning: 'monthly',
    date_time: '2099-01-31T00:00:00.000Z',
    labels: [{ name: 'kids', color: '#aa0000' }],
  });
  await post('/api/rules', {
    name: 'Climbing gym',
    conditions: { all: [{ field: 'wallet', op: 'one_of', value: [wallets[1], wallets[2]] }] },
    actions: [
      { type: 'set_category', value: custom.id },
      { type: 'add_label', value: labels[2] },
    ],
  });
  for (const step of steps) {
    const wallet = wallets[step.a % wallets.length] as number;
    const amount = step.cents / 100;
    const common = {
      date_time: step.future ? '2999-06-01T00:00:00.000Z' : dayOf(step.day),
      confirmed: step.confirmed,
      note: `step ${step.a} “quoted”, with a comma`,
      exclude_from_stats: step.excluded,
      labels: ['trip', 'food', 'kids'].slice(0, step.labels).map((name) => ({ name, color: '#aa0000' })),
    };
    const body = (() => {
      switch (step.kind) {
        case 'expense':
          return { ...common, amount: -amount, account_id: wallet, category_id: step.b % 2 ? 3 : custom.id };
        case 'income':
          return { ...common, amount, account_id: wallet, category_id: 73 };
        case 'transfer': {
          const to = [...wallets, null][step.b % (wallets.length + 1)] ?? null;
          return { ...common, amount, account_id: wallet, transfer_id: to === wallet ? 0 : (to ?? 0) };
        }
        case 'debit':
          return {
            ...common,
            amount: step.b % 2 ? amount : -amount,
            account_id: wallet,
            payee_id: `Payee ${step.b % 3}`,
          };
        case 'saving':
          return { ...common, amount, account_id: wallet, category_id: 62, goal_id: goals[step.b % 2]?.uuid };
      }
    })();
    const response = await request('POST', `/api/entry/${step.kind}`, body);
    expect(response.status, await response.clone().text()).toBe(201);
  }
  // A withdrawal from a goal that holds money, when one does.
  const goal = (await json<{ uuid: string; balance: number }[]>(await request('GET', '/api/goals'))).find(
    (item) => item.balance > 1,
  );
  if (goal) {
    await post('/api/entry/saving', {
      amount: -1,
      account_id: wallets[0],
      category_id: 62,
      goal_id: goal.uuid,
      date_time: dayOf(400),
    });
  }
}

/** The workspace's file as sent (`text`) and as read (`file`: money in cents). */
export async function exportFile(server: TestServer, user: LedgerUser, workspace: string) {
  const response = await as(server, user, workspace)('GET', '/api/export/workspace');
  expect(response.status).toBe(200);
  const text = await response.text();
  return { text, file: workspaceFileSchema.parse(JSON.parse(text)) };
}

/** POST /api/import/workspace with the file's bytes. */
export function importFile(
  server: TestServer,
  user: LedgerUser,
  bytes: Uint8Array | string,
  fileName = 'home.json',
) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), fileName);
  return fetch(`${server.baseUrl}/api/import/workspace`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.session.token}`, 'x-bc-token': user.session.session_token },
    body: form,
  });
}

export async function restore(server: TestServer, user: LedgerUser, bytes: Uint8Array | string) {
  return json<WorkspaceImportResponse>(await importFile(server, user, bytes), 201);
}

/**
 * The file with every ref replaced by what it names (a wallet's name, a transfer's other side's amount and
 * wallet), entries sorted: two workspaces with the same things give the same value.
 */
export function comparable(file: WorkspaceFile) {
  const name = (items: readonly { ref: number; name: string }[]) =>
    new Map(items.map((item) => [item.ref, item.name]));
  const [wallets, labels, payees, goals, categories] = [
    file.wallets,
    file.labels,
    file.payees,
    file.goals,
    file.categories,
  ].map(name);
  const wallet = (ref: number | null) => (ref === null ? null : wallets?.get(ref));
  const category = (ref: number | null) => (ref === null ? null : (categories?.get(ref) ?? ref));
  const labelNames = (refs: readonly number[]) => refs.map((ref) => labels?.get(ref)).sort();
  const byRef = new Map(file.entries.map((entry) => [entry.ref, entry]));
  const entries = file.entries
    .map(({ ref: _, ...entry }) => ({
      ...entry,
      wallet: wallet(entry.wallet),
      category: category(entry.category),
      labels: labelNames(entry.labels),
      payee: entry.payee === null ? null : payees?.get(entry.payee),
      goal: entry.goal === null ? null : goals?.get(entry.goal),
      transfer:
        entry.transfer === null
          ? null
          : (() => {
              const other = byRef.get(entry.transfer);
              return other && { amount: other.amount, wallet: wallet(other.wallet) };
            })(),
    }))
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    workspace: file.workspace,
    wallets: file.wallets.map(({ ref: _, ...item }) => ({
      ...item,
      payment_wallet: wallet(item.payment_wallet),
    })),
    categories: file.categories.map(({ ref: _, ...item }) => item),
    labels: file.labels.map(({ ref: _, ...item }) => item),
    payees: file.payees.map(({ ref: _, ...item }) => item),
    goals: file.goals.map(({ ref: _, ...item }) => item),
    budgets: file.budgets.map((item) => ({
      ...item,
      wallets: item.wallets.map(wallet),
      categories: item.categories.map(category),
      labels: labelNames(item.labels),
    })),
    models: file.models.map((item) => ({
      ...item,
      wallet: wallet(item.wallet),
      category: category(item.category),
      labels: labelNames(item.labels),
    })),
    planned_entries: file.planned_entries.map((item) => ({
      ...item,
      wallet: wallet(item.wallet),
      category: category(item.category),
      labels: labelNames(item.labels),
    })),
    rules: file.rules.length,
    entries,
  };
}

/** Keys whose values differ between two workspaces with the same things. */
const IDS = new Set([
  'id',
  'uuid',
  'category_id',
  'createdAt',
  'updatedAt',
  'account_id',
  'wallet_id',
  'payment_account',
  'goal_id',
  'payee_id',
  'transfer_id',
  'created_at',
  'updated_at',
]);

/** Lists of ids (a budget's wallets, categories and labels): compared by the files instead. */
const ID_LISTS = new Set(['accounts', 'categories', 'tags']);
const isIdList = (key: string, value: unknown) =>
  ID_LISTS.has(key) && Array.isArray(value) && value.every((item) => typeof item === 'number');

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !IDS.has(key) && !isIdList(key, item))
      .map(([key, item]) => [key, withoutIds(item)]),
  );
}

/** What the person sees of a workspace's money: balances, budgets' figures, the dashboard's and stats' figures. */
export async function figures(server: TestServer, user: LedgerUser, workspace: string) {
  const request = as(server, user, workspace);
  const range = 'start_date=2025-01-01&end_date=2026-12-31';
  const chart = 'date_time[0][start]=2025-01-01&date_time[0][end]=2026-12-31';
  const paths = [
    '/api/wallet/list?filters[archived]=all&order[name]=asc',
    '/api/goals',
    '/api/debits',
    '/api/budgets/stats',
    '/api/stats/total',
    '/api/stats/health',
    '/api/stats/wallets',
    '/api/stats/debits/total-negative',
    '/api/stats/debits/total-positive',
    `/api/stats/incoming?${range}`,
    `/api/stats/expenses?${range}`,
    `/api/stats/summary?${range}`,
    `/api/stats/chart/bar/expenses/category?${chart}`,
    `/api/stats/chart/bar/expenses/label?${chart}`,
    `/api/stats/chart/line/incoming-expenses?${chart}`,
    '/api/entry?per_page=1',
  ];
  const answers: Record<string, unknown> = {};
  for (const path of paths) {
    const response = await request('GET', path);
    answers[path] = response.status === 200 ? withoutIds(await response.json()) : response.status;
  }
  return answers;
}

/** Every workspace row there is (a refused file must add none). */
export async function workspaceCount(server: TestServer) {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM workspaces');
  return row?.n ?? 0;
}

export { call };
