import { goalDetailSchema, goalListSchema, goalSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
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

const inAYear = () => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

async function newGoal(body: Record<string, unknown> = {}) {
  return goalSchema.parse(
    await json(
      await as(server, team.owner)('POST', '/api/goals/create', {
        category_icon: 'car',
        name: 'New car',
        amount: 1200,
        due_date: `${inAYear()}T10:00:00.000Z`,
        description: 'A used one',
        ...body,
      }),
      201,
    ),
  );
}

const saving = (goal: string, account: number, amount: number) => ({
  type: 'saving',
  amount,
  account_id: account,
  category_id: 62,
  goal_id: goal,
  transfer_id: false,
  labels: [],
  date_time: new Date(Date.now() - 60_000).toISOString(),
});

describe('goals', () => {
  it('creates a goal with both spellings of target and icon, and the figures of an empty goal', async () => {
    const goal = await newGoal();
    expect(goal).toMatchObject({
      name: 'New car',
      category_icon: 'car',
      icon: 'car',
      amount: 1200,
      target_amount: 1200,
      due_date: inAYear(),
      description: 'A used one',
      balance: 0,
      percentage: 0,
      monthly_deposit: 100,
      projected_completion: null,
      archived: false,
    });
    const list = goalListSchema.parse(await json(await as(server, team.owner)('GET', '/api/goals')));
    expect(list.map((item) => item.uuid)).toContain(goal.uuid);
  });

  it('answers the SPEC messages and writes nothing for a bad goal', async () => {
    const owner = as(server, team.owner);
    const before = goalListSchema.parse(await json(await owner('GET', '/api/goals'))).length;
    const error = await expectError(
      await owner('POST', '/api/goals/create', { name: ' ', amount: 0, due_date: '2020-01-01' }),
      422,
      'validation_failed',
    );
    expect(error.fields).toEqual({
      name: 'name_required',
      amount: 'amount_required',
      category_icon: 'icon_required',
      due_date: 'date_in_past',
    });
    const impossible = await expectError(
      await owner('POST', '/api/goals/create', {
        name: 'x',
        amount: 1,
        category_icon: 'car',
        due_date: '2030-02-30',
      }),
      422,
      'validation_failed',
    );
    expect(Object.keys(impossible.fields ?? {})).toEqual(['due_date']);
    expect(goalListSchema.parse(await json(await owner('GET', '/api/goals')))).toHaveLength(before);
  });

  it('updates with `icon` as the original client does, and archives on delete', async () => {
    const owner = as(server, team.owner);
    const goal = await newGoal({ name: 'Bike' });
    const updated = goalSchema.parse(
      await json(
        await owner('PUT', `/api/goals/update/${goal.uuid}`, {
          icon: 'fa-solid fa-bicycle',
          name: 'E-bike',
          amount: '1.500,00'.replace('.', ''),
          due_date: inAYear(),
          description: null,
        }),
      ),
    );
    expect(updated).toMatchObject({
      name: 'E-bike',
      icon: 'fa-solid fa-bicycle',
      amount: 1500,
      description: null,
    });
    await json(await owner('DELETE', `/api/goals/${goal.uuid}`));
    const list = goalListSchema.parse(await json(await owner('GET', '/api/goals')));
    expect(list.map((item) => item.uuid)).not.toContain(goal.uuid);
    await expectError(await owner('DELETE', `/api/goals/${goal.uuid}`), 404, 'not_found');
  });

  it('deposits move money from the wallet into the goal; withdrawals back; never below zero', async () => {
    const owner = as(server, team.owner);
    const goal = await newGoal({ name: 'Holiday', amount: 1000 });
    const wallet = await createWallet(server, team.owner, { name: 'Savings account', balance: 500 });
    const deposit = await json<{ uuid: string; type: string; goal: { name: string } }>(
      await owner('POST', '/api/entry/saving', saving(goal.uuid, wallet.id, 200.1)),
      201,
    );
    expect(deposit).toMatchObject({ type: 'saving', goal: { name: 'Holiday' } });
    await json(await owner('POST', '/api/entry/saving', saving(goal.uuid, wallet.id, 99.9)), 201);
    await json(await owner('POST', '/api/entry/saving', saving(goal.uuid, wallet.id, -50)), 201);
    const balances = async () => {
      const detail = goalDetailSchema.parse(await json(await owner('GET', `/api/goals/${goal.uuid}`)));
      const mine = (await walletsOf(server, team.owner)).find((item) => item.uuid === wallet.uuid);
      return { goal: detail.balance, wallet: mine?.balance, entries: detail.entries.length, detail };
    };
    const after = await balances();
    expect(after).toMatchObject({ goal: 250, wallet: 250, entries: 3 });
    expect(after.detail).toMatchObject({ percentage: 25, projected_completion: expect.any(String) });
    expect(
      after.detail.entries.every((entry) => entry.goal_id === goal.uuid && entry.sub_category.id === 62),
    ).toBe(true);

    // Too much out: refused, nothing moved.
    const refused = await expectError(
      await owner('POST', '/api/entry/saving', saving(goal.uuid, wallet.id, -250.01)),
      422,
      'validation_failed',
    );
    expect(refused.fields).toEqual({ amount: 'withdrawal greater than goal balance' });
    // An edit or a delete that would empty the goal below zero is refused too.
    await expectError(
      await owner('PUT', `/api/entry/saving/${deposit.uuid}`, saving(goal.uuid, wallet.id, -100)),
      422,
      'validation_failed',
    );

    expect(await balances()).toMatchObject({ goal: 250, wallet: 250, entries: 3 });
    // Editing the deposit down within the balance moves both sides.
    await json(await owner('PUT', `/api/entry/saving/${deposit.uuid}`, saving(goal.uuid, wallet.id, 100.1)));
    expect(await balances()).toMatchObject({ goal: 150, wallet: 350 });
    await json(await owner('POST', '/api/entry/saving', saving(goal.uuid, wallet.id, -150)), 201);
    expect(await balances()).toMatchObject({ goal: 0, wallet: 500 });
    // Deleting a deposit the withdrawals already took out would leave the goal below zero.
    const second = (await balances()).detail.entries.find((entry) => entry.amount === 99.9);
    await expectError(await owner('DELETE', `/api/entry/${second?.uuid}`), 422, 'validation_failed');
    expect(await balances()).toMatchObject({ goal: 0, wallet: 500, entries: 4 });
  });

  it('hides other workspaces and refuses viewer writes and foreign goals', async () => {
    const goal = await newGoal({ name: 'Secret' });
    const outsider = as(server, team.outsider);
    await expectError(await outsider('GET', `/api/goals/${goal.uuid}`), 404, 'not_found');
    await expectError(await outsider('DELETE', `/api/goals/${goal.uuid}`), 404, 'not_found');
    const [theirs] = await walletsOf(server, team.outsider);
    await expectError(
      await outsider('POST', '/api/entry/saving', saving(goal.uuid, theirs?.id ?? 0, 10)),
      404,
      'not_found',
    );
    const viewer = as(server, team.viewer, team.workspace);
    await json(await viewer('GET', `/api/goals/${goal.uuid}`));
    await expectError(await viewer('POST', '/api/goals/create', { name: 'x' }), 403, 'forbidden');
  });
});
