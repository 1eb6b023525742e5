// GET /api/suggestions: the profile's suggestions follow what the workspace holds, as its owner, an editor
// and a viewer see them.
import { suggestionListSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyBudget } from '../support/budgets.ts';
import { json } from '../support/client.ts';
import { as, createWallet, ledgerTeam, walletsOf } from '../support/ledger.ts';
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

const suggestions = async (user = team.owner, workspace = user.workspace.uuid) =>
  suggestionListSchema.parse(await json(await as(server, user, workspace)('GET', '/api/suggestions')));

describe('GET /api/suggestions', () => {
  it('suggests what a workspace lacks, and each one goes once the workspace has it', async () => {
    const alone = as(server, team.outsider);
    // Set up, one wallet, nothing else; alone in the workspace.
    expect(await suggestions(team.outsider)).toEqual([
      { kind: 'firstBudget' },
      { kind: 'firstGoal' },
      { kind: 'planRecurring' },
      { kind: 'moreWallets' },
      { kind: 'shareWorkspace' },
      { kind: 'firstLabel' },
      { kind: 'firstModel' },
    ]);

    const bank = (await walletsOf(server, team.outsider))[0]?.id ?? 0;
    const entry = {
      type: 'expenses',
      amount: -4,
      account_id: bank,
      category_id: 3,
      transfer_id: false,
      labels: [],
    };
    // Two entries wait for a confirmation (one of them dated next week), one is confirmed.
    for (const body of [
      { ...entry, confirmed: false },
      { ...entry, confirmed: false, date_time: new Date(Date.now() + 7 * 86_400_000).toISOString() },
      { ...entry, confirmed: true },
    ]) {
      await json(await alone('POST', '/api/entry/expenses', body), 201);
    }
    await json(await alone('POST', '/api/budget/create', monthlyBudget()), 201);
    await json(
      await alone('POST', '/api/goals/create', {
        category_icon: 'car',
        name: 'Car',
        amount: 1200,
        due_date: '2099-01-01',
      }),
      201,
    );
    await createWallet(server, team.outsider, { name: 'Cash', balance: 20 });
    await json(await alone('POST', '/api/label', { name: 'Holidays', color: '#112233' }), 201);
    expect(await suggestions(team.outsider)).toEqual([
      { kind: 'confirmPending', count: 2 },
      { kind: 'planRecurring' },
      { kind: 'shareWorkspace' },
      { kind: 'firstModel' },
    ]);
  });

  it('leaves sharing out for a workspace already shared, and every suggestion out for its viewer', async () => {
    const owners = await suggestions(team.owner);
    expect(owners.map((suggestion) => suggestion.kind)).not.toContain('shareWorkspace');
    expect(owners.map((suggestion) => suggestion.kind)).toContain('firstBudget');
    expect(await suggestions(team.viewer, team.workspace)).toEqual([]);
    // In a workspace of their own, the same person gets suggestions again.
    expect((await suggestions(team.viewer)).length).toBeGreaterThan(0);
  });
});
