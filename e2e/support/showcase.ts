// One account with a little of everything, written through the API at fixed dates, so that every screen
// has something to show and shows the same thing on every run: the accessibility and visual checks read it.
import type { APIRequestContext, Page } from '@playwright/test';
import {
  type ApiSession,
  apiSignIn,
  createSetUpUser,
  createVerifiedUser,
  PASSWORD,
  type SignedInAccount,
  sessionHeaders,
  uniqueEmail,
} from './accounts.ts';
import { monthlyBudgetBody } from './budgets.ts';
import { test } from './fixtures.ts';

export { expect } from './fixtures.ts';

import { APP_ORIGIN } from './ports.ts';

/** The browser's clock in these checks: every date the screens compute ("this month") follows from it. */
export const SHOWCASE_NOW = new Date('2026-11-16T10:00:00.000Z');

/** What the seeded screens link to: the ids in their paths. */
export interface Showcase {
  account: SignedInAccount;
  /** A verified user who has not set up the account yet: the setup screen's visitor. */
  newcomer: ApiSession;
  entryId: string;
  plannedId: string;
  budgetId: string;
  goalId: string;
  modelId: string;
  /** The label the flights carry. */
  labelId: string;
  /** The workspace's own sub-category (only those can be edited), with its parent category. */
  customCategory: { categoryId: number; subId: number };
}

type Json = Record<string, unknown>;
type Label = { uuid: string; name: string };

async function send(
  request: APIRequestContext,
  session: ApiSession,
  method: 'post' | 'get',
  path: string,
  data?: Json,
): Promise<Json> {
  const response = await request[method](`${APP_ORIGIN}${path}`, {
    headers: sessionHeaders(session),
    ...(data ? { data } : {}),
  });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as Json;
}

/** The answer's record: some calls wrap it in `data`. */
const record = (answer: Json): Json =>
  answer.data && typeof answer.data === 'object' ? (answer.data as Json) : answer;
const idOf = (answer: Json): string => String(record(answer).uuid ?? record(answer).id);

/** Seeds the showcase account: two wallets, a label, entries over two months, a plan, a budget, a goal, a model. */
export async function seedShowcase(request: APIRequestContext): Promise<Showcase> {
  const account = await createSetUpUser(request, { name: 'Ada Lovelace', prefix: 'showcase' });
  const { session } = account;
  const post = (path: string, data: Json) => send(request, session, 'post', path, data);
  const wallets = (await send(request, session, 'get', '/api/wallet/list')) as unknown as { id: number }[];
  const bank = wallets[0]?.id;
  const savings = record(
    await post('/api/wallet/create', {
      name: 'Savings',
      type: 'bank',
      balance: 2500,
      currency_id: 2,
      color: '#7c3aed',
    }),
  ).id;
  const entry = (type: string, body: Json) =>
    post(`/api/entry/${type}`, { account_id: bank, confirmed: true, labels: [], ...body });

  await entry('incoming', {
    amount: 2400,
    category_id: 73,
    note: 'October salary',
    date_time: '2026-10-01T08:00:00.000Z',
  });
  await entry('incoming', {
    amount: 2400,
    category_id: 73,
    note: 'November salary',
    date_time: '2026-11-02T08:00:00.000Z',
  });
  await entry('expenses', {
    amount: -86.4,
    category_id: 3,
    note: 'Market',
    date_time: '2026-10-18T17:30:00.000Z',
  });
  await entry('expenses', {
    amount: -640,
    category_id: 3,
    note: 'Flights',
    labels: [{ name: 'holiday', color: '#2563eb' }],
    date_time: '2026-11-05T12:00:00.000Z',
  });
  const groceries = await entry('expenses', {
    amount: -42.5,
    category_id: 3,
    note: 'Groceries',
    date_time: '2026-11-12T18:15:00.000Z',
  });
  await entry('transfer', {
    amount: 300,
    transfer_id: savings,
    category_id: 0,
    note: 'To savings',
    date_time: '2026-11-03T09:00:00.000Z',
  });
  await entry('debit', {
    amount: -150,
    payee_id: 'Marco',
    category_id: 0,
    note: 'Lent to Marco',
    date_time: '2026-11-08T20:00:00.000Z',
  });

  const planned = await post('/api/entry/planned', {
    type: 'incoming',
    amount: 2400,
    account_id: bank,
    category_id: 73,
    note: 'Monthly salary',
    planning: 'monthly',
    // A plan must start after today on the server's real clock: far enough ahead to stay valid for a year.
    date_time: '2027-12-01T08:00:00.000Z',
    labels: [],
  });
  const budget = await post('/api/budget/create', monthlyBudgetBody({ amount: 500 }));
  const goal = await post('/api/goals/create', {
    category_icon: 'car',
    name: 'New car',
    amount: 12000,
    due_date: '2027-09-30T10:00:00.000Z',
    description: 'A used one',
  });
  await entry('saving', {
    amount: 1500,
    category_id: 62,
    goal_id: idOf(goal),
    transfer_id: false,
    note: 'First saving',
    date_time: '2026-11-10T10:00:00.000Z',
  });
  const model = await post('/api/entry/model', {
    name: 'Weekly groceries',
    type: 'expenses',
    amount: -50,
    account_id: bank,
    category_id: 3,
    labels: [],
  });

  const pets = record(await post('/api/categories', { name: 'Pets', parent_category: 11 }));
  const labels = (await send(request, session, 'get', '/api/label/list')) as unknown as Label[];
  const holiday = labels.find((label) => label.name === 'holiday');
  if (!holiday) throw new Error('the showcase label was not created');

  const newcomerAccount = { name: 'New Person', email: uniqueEmail('newcomer'), password: PASSWORD };
  await createVerifiedUser(request, newcomerAccount);
  const newcomer = await apiSignIn(request, newcomerAccount);

  return {
    account,
    newcomer,
    entryId: idOf(groceries),
    plannedId: idOf(planned),
    budgetId: idOf(budget),
    goalId: idOf(goal),
    modelId: idOf(model),
    labelId: holiday.uuid,
    customCategory: { categoryId: Number((pets.category as Json).id), subId: Number(pets.id) },
  };
}

/**
 * The e2e test with the showcase seeded once per worker, and one page the checks that walk every screen
 * share: its cache stays warm from screen to screen (each still opens with a full load). Service workers are
 * blocked so that no background precaching runs while a screen settles.
 */
export const showcaseTest = test.extend<object, { showcase: Showcase; screenPage: Page }>({
  showcase: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext();
      await use(await seedShowcase(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  screenPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        baseURL: APP_ORIGIN,
        locale: 'en-US',
        timezoneId: 'UTC',
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(SHOWCASE_NOW);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
