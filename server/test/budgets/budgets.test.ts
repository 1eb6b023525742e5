import { budgetSchema, budgetStatsListSchema, budgetStatsSchema } from '@bc/api';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendBudgetAlerts } from '../../src/jobs/budget-alerts.ts';
import { createMailer } from '../../src/mail/mailer.ts';
import { monthlyBudget } from '../support/budgets.ts';
import { createSetUpUser, json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, type LedgerUser, ledgerTeam, walletsOf } from '../support/ledger.ts';
import { readOutbox } from '../support/outbox.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
});

afterAll(async () => {
  await server?.close();
});

const expense = (account: number, amount: number, extra: Record<string, unknown> = {}) => ({
  type: 'expenses',
  amount,
  account_id: account,
  category_id: 3,
  transfer_id: false,
  labels: [],
  date_time: new Date(Date.now() - 60_000).toISOString(),
  ...extra,
});

async function create(user: LedgerUser, body: unknown) {
  return budgetSchema.parse(await json(await as(server, user)('POST', '/api/budget/create', body), 201));
}

describe('budgets', () => {
  it('creates, reads, updates and deletes a budget as the original form sends it', async () => {
    const owner = as(server, team.owner);
    const budget = await create(team.owner, monthlyBudget());
    expect(budget).toMatchObject({
      name: 'Groceries',
      amount: 500,
      configuration: { period: 'monthly', categories: [3], tags: [], types: [], accounts: [] },
      notification: false,
      emails: [],
      thresholds: [70, 90, 100],
    });
    // The doubled-slash URL of the edit page reaches it too.
    expect(budgetSchema.parse(await json(await owner('GET', `/api/budget//${budget.uuid}`))).uuid).toBe(
      budget.uuid,
    );
    const updated = budgetSchema.parse(
      await json(
        await owner(
          'PUT',
          `/api/budget/update/${budget.uuid}`,
          monthlyBudget({
            name: 'Trip',
            amount: 300,
            configuration: {
              period: 'one-shot',
              categories: [],
              tags: [],
              types: ['expenses', 'debit'],
              accounts: [],
              period_start: '2026-12-20T00:00:00.000Z',
              period_end: '2027-1-10',
            },
          }),
        ),
      ),
    );
    expect(updated.configuration).toMatchObject({
      period: 'one_shot',
      types: ['expenses', 'debit'],
      period_start: '2026-12-20',
      period_end: '2027-01-10',
    });
    await json(await owner('DELETE', `/api/budget/${budget.uuid}`));
    await expectError(await owner('GET', `/api/budget/${budget.uuid}`), 404, 'not_found');
  });

  it('answers the SPEC messages, and 404 for wallets and labels of another workspace', async () => {
    const owner = as(server, team.owner);
    const error = await expectError(
      await owner(
        'POST',
        '/api/budget/create',
        monthlyBudget({ name: '', amount: '0', configuration: { period: '' } }),
      ),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      name: 'Please insert a budget name',
      amount: 'Please insert a budget',
      'configuration.period': 'Please choose a right period',
    });
    const dates = await expectError(
      await owner(
        'POST',
        '/api/budget/create',
        monthlyBudget({
          configuration: { period: 'recursive', period_start: '2026-05-02', period_end: '2026-05-01' },
        }),
      ),
      422,
      'validation_failed',
    );
    expect(dates.fields).toEqual({ 'configuration.period_end': 'Start date must be less than end date' });
    const [theirs] = await walletsOf(server, team.outsider);
    await expectError(
      await owner(
        'POST',
        '/api/budget/create',
        monthlyBudget({ configuration: { period: 'weekly', accounts: [theirs?.id] } }),
      ),
      404,
      'not_found',
    );
  });

  it('counts the month by the reference formulas, with the planned part and the pace', async () => {
    const user = await createSetUpUser(server, { name: 'Counter' });
    const me = as(server, user);
    const [bank] = await walletsOf(server, user);
    const other = await createWallet(server, user, { name: 'Other' });
    const budget = await create(
      user,
      monthlyBudget({ configuration: { ...monthlyBudget().configuration, accounts: [bank?.id] } }),
    );
    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -123.45)), 201);
    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -76.55)), 201);
    // Not counted: another wallet, another category, an unconfirmed one.
    await json(await me('POST', '/api/entry/expense', expense(other.id, -999)), 201);
    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -50, { category_id: 4 })), 201);
    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -5, { confirmed: false })), 201);
    const stats = budgetStatsSchema.parse(await json(await me('GET', `/api/budget/${budget.uuid}/stats`)));
    expect(stats).toMatchObject({
      totalSpent: -200,
      totalRemaining: 300,
      totalSpentPercentage: '40%',
      totalRemainingPercentage: '60%',
      exceeded: false,
    });
    expect(stats.pace.projected).toBeGreaterThanOrEqual(200);
    const now = new Date();
    expect(stats.window.start).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
    const list = budgetStatsListSchema.parse(await json(await me('GET', '/api/budgets/stats')));
    expect(list.map((item) => item.budget.uuid)).toEqual([budget.uuid]);
    const entries = await json<{ amount: number }[]>(
      await me('GET', `/api/budget/${budget.uuid}/entry-list`),
    );
    expect(entries.map((entry) => entry.amount).sort()).toEqual([-123.45, -76.55]);
  });

  it('adds the planned part: future-dated entries and plan occurrences falling in the window', async () => {
    const user = await createSetUpUser(server, { name: 'Planner' });
    const me = as(server, user);
    const [bank] = await walletsOf(server, user);
    const day = (offset: number) => {
      const date = new Date();
      date.setUTCHours(12, 0, 0, 0);
      return new Date(date.getTime() + offset * 86_400_000).toISOString();
    };
    const budget = await create(
      user,
      monthlyBudget({
        amount: 100,
        configuration: {
          ...monthlyBudget().configuration,
          period: 'one-shot',
          period_start: day(0).slice(0, 10),
          period_end: day(30).slice(0, 10),
        },
      }),
    );
    await json(
      await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -20, { date_time: day(10) })),
      201,
    );
    await json(
      await me('POST', '/api/entry/planned', {
        ...expense(bank?.id ?? 0, -5),
        planning: 'weekly',
        date_time: day(1),
        end_date_time: day(15),
      }),
      201,
    );
    // Outside the window, or not the budget's category: not planned for it.
    await json(
      await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -50, { date_time: day(45) })),
      201,
    );
    await json(
      await me(
        'POST',
        '/api/entry/expense',
        expense(bank?.id ?? 0, -50, { date_time: day(5), category_id: 4 }),
      ),
      201,
    );
    const stats = budgetStatsSchema.parse(await json(await me('GET', `/api/budget/${budget.uuid}/stats`)));
    expect(stats.totalSpent).toBe(0);
    expect(stats.planned).toEqual({ total: -35, plannedSpentPercentage: '35%' });
  });

  it('filters by label on its own sum', async () => {
    const user = await createSetUpUser(server, { name: 'Labeller' });
    const me = as(server, user);
    const [bank] = await walletsOf(server, user);
    await json(
      await me(
        'POST',
        '/api/entry/expense',
        expense(bank?.id ?? 0, -10, { labels: [{ name: 'trip', color: '#123456' }] }),
      ),
      201,
    );
    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -20)), 201);
    const [trip] = await json<{ id: number }[]>(await me('GET', '/api/label/list'));
    const budget = await create(
      user,
      monthlyBudget({
        amount: 40,
        configuration: { ...monthlyBudget().configuration, categories: [], tags: [trip?.id] },
      }),
    );
    const stats = budgetStatsSchema.parse(await json(await me('GET', `/api/budget/${budget.uuid}/stats`)));
    expect(stats).toMatchObject({ totalSpent: -10, totalSpentPercentage: '25%' });
  });

  it('answers [] without budgets and hides other workspaces', async () => {
    const user = await createSetUpUser(server);
    expect(await json(await as(server, user)('GET', '/api/budgets/stats'))).toEqual([]);
    const budget = await create(team.owner, monthlyBudget({ name: 'Private' }));
    for (const path of [
      `/api/budget/${budget.uuid}`,
      `/api/budget/${budget.uuid}/stats`,
      `/api/budget/${budget.uuid}/entry-list`,
    ]) {
      await expectError(await as(server, team.outsider)('GET', path), 404, 'not_found');
    }
    await expectError(
      await as(server, team.viewer, team.workspace)('DELETE', `/api/budget/${budget.uuid}`),
      403,
      'forbidden',
    );
  });
});

describe('budget alerts', () => {
  it('mails each threshold once per window, in the recipient language, however often the job runs', async () => {
    const user = await createSetUpUser(server, { name: 'Alerted', language: 'it' });
    const me = as(server, user);
    const [bank] = await walletsOf(server, user);
    await create(
      user,
      monthlyBudget({ name: 'Spesa', amount: 100, notification: true, emails: [user.email] }),
    );
    await create(user, monthlyBudget({ name: 'Quiet', amount: 100, notification: false }));
    const mailer = createMailer(server.config, pino({ level: 'silent' }));
    const mine = async () =>
      (await readOutbox(server.outboxDir)).filter((mail) => mail.to === user.email.toLowerCase());
    const before = (await mine()).length;

    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -75)), 201);
    await Promise.all([
      sendBudgetAlerts(server.db, mailer, server.config.publicUrl),
      sendBudgetAlerts(server.db, mailer, server.config.publicUrl),
    ]);
    await json(await me('POST', '/api/entry/expense', expense(bank?.id ?? 0, -30)), 201);
    await sendBudgetAlerts(server.db, mailer, server.config.publicUrl);
    await sendBudgetAlerts(server.db, mailer, server.config.publicUrl);

    const mails = (await mine()).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Budget Control: Spesa ha raggiunto il 70 %',
      'Budget Control: Spesa ha raggiunto il 90 %',
      'Budget Control: Spesa ha raggiunto il 100 %',
    ]);
    expect(mails[0]?.text).toContain('Ciao Alerted,');
    expect(mails[2]?.text).toContain('105,00');
  });
});
