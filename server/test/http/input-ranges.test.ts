// Input PostgreSQL (or the date arithmetic behind a route) cannot take: text with a NUL or half of a
// Unicode character, dates outside the years 1900-2999, ids beyond PostgreSQL integers. Every route that
// takes one answers 422 naming the field and changes nothing; dates are never guessed or rolled over.
import { DATE_MESSAGE, entrySchema, MAX_YEAR, MIN_YEAR, TEXT_MESSAGES } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSetUpUser, json } from '../support/client.ts';
import { databaseFingerprint } from '../support/fingerprint.ts';
import { expectError } from '../support/http.ts';
import { as, type LedgerUser } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { seedResources, type WorkspaceResources } from '../support/workspace-resources.ts';

let server: TestServer;
let user: LedgerUser;
let call: ReturnType<typeof as>;
let wallet: { id: number; uuid: string };
/** An entry, a goal and a plan to update. */
let existing: WorkspaceResources;

beforeAll(async () => {
  server = await startTestServer();
  user = await createSetUpUser(server);
  call = as(server, user);
  existing = await seedResources(server, user, 'Ranges');
  wallet = { id: existing.walletId, uuid: existing.wallet };
});

afterAll(async () => {
  await server?.close();
});

/** A request the case sends, and the field its answer must name (or a part of it). */
type Case = { name: string; send: (value: string) => Promise<Response>; field: string };

const entry = () => ({ amount: -5, account_id: wallet.id, category_id: 3 });
const plan = () => ({ ...entry(), type: 'expenses', planning: 'monthly', date_time: '2099-01-01' });

/** Every body field and query filter that takes a date. */
const dateCases = (): Case[] => [
  {
    name: 'entry date_time',
    field: 'date_time',
    send: (d) => call('POST', '/api/entry/expenses', { ...entry(), date_time: d }),
  },
  {
    name: 'entry update date_time',
    field: 'date_time',
    send: (d) => call('PUT', `/api/entry/expenses/${existing.entry}`, { ...entry(), date_time: d }),
  },
  {
    name: 'plan start',
    field: 'date_time',
    send: (d) => call('POST', '/api/entry/planned', { ...plan(), date_time: d }),
  },
  {
    name: 'plan end',
    field: 'end_date_time',
    send: (d) => call('PUT', `/api/entry/planned/${existing.plan}`, { ...plan(), end_date_time: d }),
  },
  {
    name: 'model date_time',
    field: 'date_time',
    send: (d) => call('POST', '/api/entry/model', { ...entry(), type: 'expenses', name: 'M', date_time: d }),
  },
  {
    name: 'entries list filter',
    field: 'filters[date_time]',
    send: (d) => call('GET', `/api/entry?filters[date_time]=${encodeURIComponent(`>=|${d}`)}`),
  },
  {
    name: 'search range',
    field: 'date_time.1',
    send: (d) => call('POST', '/api/find', { date_time: ['2026-01-01', d] }),
  },
  {
    name: 'budget period_start',
    field: 'configuration.period_start',
    send: (d) =>
      call('POST', '/api/budget/create', {
        name: 'B',
        amount: 10,
        configuration: { period: 'one_shot', period_start: d, period_end: '2026-12-31' },
      }),
  },
  {
    name: 'budget period_end',
    field: 'configuration.period_end',
    send: (d) =>
      call('POST', '/api/budget/create', {
        name: 'B',
        amount: 10,
        configuration: { period: 'one_shot', period_start: '2026-01-01', period_end: d },
      }),
  },
  {
    name: 'goal due_date',
    field: 'due_date',
    send: (d) =>
      call('POST', '/api/goals/create', { name: 'G', amount: 10, due_date: d, category_icon: 'bike' }),
  },
  {
    name: 'goal update due_date',
    field: 'due_date',
    send: (d) =>
      call('PUT', `/api/goals/update/${existing.goal}`, {
        name: 'G',
        amount: 10,
        due_date: d,
        category_icon: 'bike',
      }),
  },
  {
    name: 'wallet invoice_date',
    field: 'invoice_date',
    send: (d) =>
      call('POST', '/api/wallet/create', {
        name: 'Card',
        type: 'credit-card',
        currency_id: 2,
        invoice_date: d,
        closing_date: '2026-01-20',
        payment_account: wallet.id,
      }),
  },
  {
    name: 'stats range start',
    field: 'start_date',
    send: (d) => call('GET', `/api/stats/incoming?start_date=${encodeURIComponent(d)}&end_date=2026-1-31`),
  },
  {
    name: 'stats range end',
    field: 'end_date',
    send: (d) => call('GET', `/api/stats/expenses?start_date=2026-1-1&end_date=${encodeURIComponent(d)}`),
  },
  {
    name: 'chart range',
    field: 'date_time',
    send: (d) =>
      call(
        'GET',
        `/api/stats/chart/bar/expenses/category?date_time[0][start]=2026-01-01&date_time[0][end]=${encodeURIComponent(d)}`,
      ),
  },
  {
    name: 'stats search',
    field: 'date.end',
    send: (d) => call('POST', '/api/stats/entries', { date: { start: '2026-01-01', end: d } }),
  },
  {
    name: 'graph stats',
    field: 'timeStart',
    send: (d) => call('POST', '/api/stats/graph/label/expenses', { timeStart: d, timeEnd: '2026-01-31' }),
  },
  {
    name: 'import row',
    field: 'rows.0.date_time',
    send: (d) =>
      call('POST', '/api/entries/import', { account_id: wallet.id, rows: [{ date_time: d, amount: -1 }] }),
  },
];

/** Asserts a 422 naming `field` and an unchanged database. */
async function expectRefused(testCase: Case, value: string) {
  const before = await databaseFingerprint(server.db);
  const response = await testCase.send(value);
  const label = `${testCase.name} with ${JSON.stringify(value)}`;
  expect(response.status, label).toBe(422);
  const body = await expectError(response, 422, 'validation_failed');
  // The field, or a part of it (a union such as a label reference names the whole item).
  const named = Object.keys(body.fields ?? {}).filter(
    (key) => key === testCase.field || key.startsWith(`${testCase.field}.`),
  );
  expect(named, `${label}: ${JSON.stringify(body.fields)}`).not.toEqual([]);
  expect(await databaseFingerprint(server.db), label).toEqual(before);
  return body;
}

describe('dates', () => {
  it(`refuse years outside ${MIN_YEAR}-${MAX_YEAR} in every body and filter, with 422 naming the field`, async () => {
    for (const testCase of dateCases()) {
      for (const value of [
        '0000-01-01',
        '-0001-01-01',
        '10000-01-01',
        '9999-12-31',
        '1899-12-31',
        '3000-01-01',
      ]) {
        await expectRefused(testCase, value);
      }
    }
  });

  it('are never guessed: impossible days, day-first forms and bare numbers are refused everywhere', async () => {
    for (const testCase of dateCases()) {
      for (const value of ['2026-02-30', '2026-4-31', '5/1/2026', '05.01.2026', '0', '20260105']) {
        await expectRefused(testCase, value);
      }
    }
  });

  it('in the range and in the documented forms, answer no 5xx anywhere', async () => {
    for (const testCase of dateCases()) {
      for (const value of [`${MIN_YEAR}-01-01`, `${MAX_YEAR}-12-31`, '2026-3-5', '2026/3/5']) {
        const response = await testCase.send(value);
        expect(response.status, `${testCase.name} with ${value}`).toBeLessThan(500);
      }
    }
  });

  it('keep the day as written: 2026/3/5 and 2026-3-5 are 5 March, 2024-02-29 exists', async () => {
    for (const [sent, day] of [
      ['2026/3/5', '2026-03-05'],
      ['2026-3-5', '2026-03-05'],
      ['2024-02-29', '2024-02-29'],
    ] as const) {
      const created = entrySchema.parse(
        await json(await call('POST', '/api/entry/expenses', { ...entry(), date_time: sent }), 201),
      );
      expect(created.date_time.slice(0, 10)).toBe(day);
    }
    const refused = await expectError(
      await call('POST', '/api/entry/expenses', { ...entry(), date_time: '2026-02-30' }),
      422,
      'validation_failed',
    );
    expect(refused.fields).toEqual({ date_time: DATE_MESSAGE });
  });
});

describe('text PostgreSQL cannot hold', () => {
  const textCases = (): Case[] => [
    {
      name: 'entry note',
      field: 'note',
      send: (t) => call('POST', '/api/entry/expenses', { ...entry(), note: t }),
    },
    {
      name: 'label name',
      field: 'name',
      send: (t) => call('POST', '/api/label', { name: t, color: '#123456' }),
    },
    {
      name: 'wallet name',
      field: 'name',
      send: (t) => call('POST', '/api/wallet/create', { name: t, type: 'bank', currency_id: 2 }),
    },
    {
      name: 'new label in an entry',
      field: 'labels.0.name',
      send: (t) =>
        call('POST', '/api/entry/expenses', { ...entry(), labels: [{ name: t, color: '#123456' }] }),
    },
    {
      name: 'debit payee name',
      field: 'payee_id',
      send: (t) => call('POST', '/api/entry/debit', { amount: -5, account_id: wallet.id, payee_id: t }),
    },
    {
      name: 'budget name',
      field: 'name',
      send: (t) =>
        call('POST', '/api/budget/create', { name: t, amount: 1, configuration: { period: 'monthly' } }),
    },
    { name: 'search text', field: 'text', send: (t) => call('POST', '/api/find', { text: t }) },
    {
      name: 'a list filter',
      field: 'filters[type]',
      send: (t) => call('GET', `/api/entry?filters[type]=${encodeURIComponent(t)}`),
    },
  ];

  it('a NUL character: 422 naming the field, nothing written', async () => {
    for (const testCase of textCases()) {
      const body = await expectRefused(testCase, 'a\u0000b');
      expect(body.fields?.[testCase.field]).toBe(TEXT_MESSAGES.nul);
    }
  });

  it('half of a surrogate pair: 422 naming the field, never stored as a replacement character', async () => {
    for (const testCase of textCases().filter((c) => c.field !== 'filters[type]')) {
      for (const half of ['smile \ud83d', '\ude00']) {
        const body = await expectRefused(testCase, half);
        expect(body.fields?.[testCase.field]).toBe(TEXT_MESSAGES.loneSurrogate);
      }
    }
    const stored = entrySchema.parse(
      await json(await call('POST', '/api/entry/expenses', { ...entry(), note: 'smile 😀 漢字' }), 201),
    );
    expect(stored.note).toBe('smile 😀 漢字');
  });
});

describe('ids beyond PostgreSQL integers, negative or fractional', () => {
  const idCases = (): Case[] => [
    {
      name: 'entry wallet',
      field: 'account_id',
      send: (id) => call('POST', '/api/entry/expenses', { ...entry(), account_id: Number(id) }),
    },
    {
      name: 'entry label',
      field: 'labels.0',
      send: (id) =>
        call('POST', '/api/entry/expenses', { ...entry(), labels: [{ name: Number(id), color: null }] }),
    },
    {
      name: 'import wallet',
      field: 'account_id',
      send: (id) =>
        call('POST', '/api/entries/import', {
          account_id: Number(id),
          rows: [{ date_time: '2026-01-01', amount: 1 }],
        }),
    },
    {
      name: 'import category',
      field: 'rows.0.category_id',
      send: (id) =>
        call('POST', '/api/entries/import', {
          account_id: wallet.id,
          rows: [{ date_time: '2026-01-01', amount: 1, category_id: Number(id) }],
        }),
    },
    {
      name: 'search wallets',
      field: 'account.0',
      send: (id) => call('POST', '/api/find', { account: [Number(id)] }),
    },
    {
      name: 'budget categories',
      field: 'configuration.categories.0',
      send: (id) =>
        call('POST', '/api/budget/create', {
          name: 'B',
          amount: 1,
          configuration: { period: 'monthly', categories: [Number(id)] },
        }),
    },
    {
      name: 'stats search tags',
      field: 'tags.0',
      send: (id) =>
        call('POST', '/api/stats/entries', {
          date: { start: '2026-01-01', end: '2026-01-31' },
          tags: [Number(id)],
        }),
    },
    {
      name: 'entries list wallet filter',
      field: 'filters[account_id]',
      send: (id) => call('GET', `/api/entry?filters[account_id]=${id}`),
    },
    {
      name: 'entries list category filter',
      field: 'filters[category_id]',
      send: (id) => call('GET', `/api/entry?filters[category_id]=${id}`),
    },
  ];

  it('answer 422 naming the field in every body and filter', async () => {
    for (const testCase of idCases()) {
      for (const id of ['2147483648', '1099511627776', '-2', '1.5']) {
        await expectRefused(testCase, id);
      }
    }
  });
});
