// Rules over HTTP (issue 25): written with their references checked, read in the order they run, reordered,
// and kept to their workspace; viewers read them only.
import { errorCodes, ruleListSchema, ruleSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json } from '../support/client.ts';
import { expectError } from '../support/http.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
});

afterAll(async () => {
  await server?.close();
});

const groceries = (name: string, stage = 'normal') => ({
  name,
  stage,
  conditions: { any: [{ field: 'payee', op: 'contains', value: 'esselunga' }] },
  actions: [{ type: 'set_category', value: 67 }],
});

const create = async (body: unknown) =>
  ruleSchema.parse(await json(await owner('POST', '/api/rules', body), 201));
const list = async (user = owner) => ruleListSchema.parse(await json(await user('GET', '/api/rules'))).data;

describe('rules', () => {
  it('creates, reads, replaces and deletes a rule', async () => {
    const wallet = await createWallet(server, team.owner, { name: 'Rules wallet' });
    const created = await create({
      name: 'Supermarket',
      conditions: {
        all: [
          { field: 'payee', op: 'starts_with', value: 'CARD' },
          {
            any: [
              { field: 'wallet', op: 'one_of', value: [wallet.id] },
              { field: 'amount_out', op: 'greater', value: '5' },
            ],
          },
        ],
      },
      actions: [
        { type: 'set_category', value: 67 },
        { type: 'set_payee', value: 'Esselunga' },
      ],
    });
    expect(created).toMatchObject({ name: 'Supermarket', stage: 'normal', active: true });
    expect(await json(await owner('GET', `/api/rules/${created.id}`))).toEqual(created);

    const replaced = ruleSchema.parse(
      await json(
        await owner('PUT', `/api/rules/${created.id}`, { ...groceries('Groceries'), active: false }),
      ),
    );
    expect(replaced).toMatchObject({
      id: created.id,
      name: 'Groceries',
      active: false,
      position: created.position,
    });
    expect(await json(await owner('DELETE', `/api/rules/${created.id}`))).toEqual({
      message: 'Rule deleted',
    });
    await expectError(await owner('GET', `/api/rules/${created.id}`), 404, errorCodes.notFound);
  });

  it('names the path of what is wrong: the shape, and ids the workspace does not have', async () => {
    const shape = await owner('POST', '/api/rules', {
      name: 'Bad',
      conditions: {
        all: [
          { field: 'payee', op: 'is', value: 'x' },
          { field: 'payee', op: 'matches', value: '(a+)+$' },
        ],
      },
      actions: [{ type: 'set_category', value: 67 }],
    });
    expect((await expectError(shape, 422, errorCodes.validationFailed)).fields).toHaveProperty(
      'conditions.all.1.value',
    );

    const theirs = await createWallet(server, team.outsider, { name: 'Not yours' });
    const references = await owner('POST', '/api/rules', {
      name: 'Unknown ids',
      conditions: { all: [{ field: 'wallet', op: 'one_of', value: [theirs.id] }] },
      actions: [
        { type: 'set_category', value: 99_999 },
        { type: 'add_label', value: 123_456 },
      ],
    });
    expect((await expectError(references, 422, errorCodes.validationFailed)).fields).toEqual({
      'conditions.all.0.value.0': 'Wallet not found',
      'actions.0.value': 'Category not found',
      'actions.1.value': 'Label not found',
    });
  });

  it('lists the rules by stage then by the order the person gives them', async () => {
    for (const rule of await list()) await owner('DELETE', `/api/rules/${rule.id}`);
    const a = await create(groceries('A'));
    const b = await create(groceries('B'));
    const last = await create(groceries('Last', 'last'));
    const first = await create(groceries('First', 'first'));
    expect((await list()).map((rule) => rule.name)).toEqual(['First', 'A', 'B', 'Last']);

    const ordered = ruleListSchema.parse(
      await json(await owner('PATCH', '/api/rules/order', { ids: [last.id, b.id, first.id, a.id] })),
    ).data;
    // Stages keep their own order; inside "normal", B now runs before A.
    expect(ordered.map((rule) => [rule.name, rule.position])).toEqual([
      ['First', 0],
      ['B', 0],
      ['A', 1],
      ['Last', 0],
    ]);
    const missing = await owner('PATCH', '/api/rules/order', { ids: [a.id, b.id] });
    expect((await expectError(missing, 422, errorCodes.validationFailed)).fields).toHaveProperty('ids');
  });

  it('keeps rules to their workspace, and viewers to reading', async () => {
    const rule = await create(groceries('Private'));
    const outsider = as(server, team.outsider);
    await expectError(await outsider('GET', `/api/rules/${rule.id}`), 404, errorCodes.notFound);
    await expectError(
      await outsider('PUT', `/api/rules/${rule.id}`, groceries('Mine')),
      404,
      errorCodes.notFound,
    );
    expect((await list(outsider)).map((r) => r.id)).not.toContain(rule.id);

    const viewer = as(server, team.viewer, team.workspace);
    expect((await list(viewer)).map((r) => r.id)).toContain(rule.id);
    await expectError(await viewer('POST', '/api/rules', groceries('Viewer')), 403, errorCodes.forbidden);
    await expectError(await viewer('DELETE', `/api/rules/${rule.id}`), 403, errorCodes.forbidden);
  });
});
