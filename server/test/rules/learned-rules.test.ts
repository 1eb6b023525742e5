// Rules learned from the person's filing (issue 25): proposed on the third hand-filing of a payee in its last
// five entries exactly, not when a rule files it so already, never again once declined; and kept to the
// workspace.
import { type RuleProposal, ruleProposalSchema, ruleSchema } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBankFile } from '../support/bank-import.ts';
import { json } from '../support/client.ts';
import { as, createWallet, ledgerTeam } from '../support/ledger.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let team: Awaited<ReturnType<typeof ledgerTeam>>;
let owner: ReturnType<typeof as>;
let wallet: { id: number };

const GROCERIES = 67;

beforeAll(async () => {
  server = await startTestServer();
  team = await ledgerTeam(server);
  owner = as(server, team.owner);
  wallet = await createWallet(server, team.owner, { name: 'Bank' });
});

afterAll(async () => {
  await server?.close();
});

/** Imports five rows of one payee (as the bank wrote it), newest last; answers their uuids, newest first. */
async function importPayee(payee: string): Promise<string[]> {
  const csv = `Date,Payee,Amount\n${[1, 2, 3, 4, 5].map((day) => `2026-04-0${day},${payee},-${day}.00`).join('\n')}\n`;
  await importBankFile(server, team.owner, { name: `${payee}.csv`, content: csv }, () => ({
    account_id: wallet.id,
  }));
  const rows = await server.db.query<{ uuid: string }>(
    'SELECT uuid FROM entries WHERE workspace_id = $1 AND bank_payee = $2 ORDER BY date_time DESC',
    [team.workspace, payee],
  );
  return rows.map((row) => row.uuid);
}

/** The person opens the entry and chooses its category. */
async function fileByHand(uuid: string, categoryId: number) {
  const [stored] = await server.db.query<{ amount_cents: string; date_time: Date; note: string | null }>(
    'SELECT amount_cents, date_time, note FROM entries WHERE uuid = $1::uuid',
    [uuid],
  );
  await json(
    await owner('PUT', `/api/entry/expenses/${uuid}`, {
      amount: Number(stored?.amount_cents) / 100,
      account_id: wallet.id,
      category_id: categoryId,
      note: stored?.note,
      date_time: stored?.date_time.toISOString(),
    }),
  );
}

const proposalFor = async (uuid: string, user = owner): Promise<RuleProposal> =>
  ruleProposalSchema.parse(await json(await user('GET', `/api/rules/proposal?entry_uuid=${uuid}`)));

describe('learned rules', () => {
  it('proposes the rule on the third filing by hand exactly, and not once a rule files the payee', async () => {
    const [first, second, third, fourth] = await importPayee('PANIFICIO ROSSI');
    await fileByHand(first as string, GROCERIES);
    expect((await proposalFor(first as string)).proposal).toBeNull();
    await fileByHand(second as string, GROCERIES);
    expect((await proposalFor(second as string)).proposal).toBeNull();
    await fileByHand(third as string, GROCERIES);
    const { proposal } = await proposalFor(third as string);
    expect(proposal).toEqual({
      payee: 'PANIFICIO ROSSI',
      category_id: GROCERIES,
      rule: {
        name: 'PANIFICIO ROSSI',
        stage: 'normal',
        active: true,
        conditions: { all: [{ field: 'payee', op: 'is', value: 'PANIFICIO ROSSI' }] },
        actions: [{ type: 'set_category', value: GROCERIES }],
      },
    });
    // Accepted: an ordinary rule, which now files the payee, so nothing more is proposed.
    ruleSchema.parse(await json(await owner('POST', '/api/rules', proposal?.rule), 201));
    expect((await proposalFor(third as string)).proposal).toBeNull();
    await fileByHand(fourth as string, GROCERIES);
    expect((await proposalFor(fourth as string)).proposal).toBeNull();
  });

  it('never asks again once declined, and keeps to the workspace', async () => {
    const [first, second, third] = await importPayee('Edicola Stazione');
    for (const uuid of [first, second, third]) await fileByHand(uuid as string, 3);
    expect((await proposalFor(third as string)).proposal?.category_id).toBe(3);
    // An outsider asking about the entry learns nothing of it.
    expect((await proposalFor(third as string, as(server, team.outsider))).proposal).toBeNull();
    await json(
      await owner('POST', '/api/rules/proposal/dismissals', { payee: 'EDICOLA STAZIONE', category_id: 3 }),
    );
    expect((await proposalFor(third as string)).proposal).toBeNull();
    // Nothing is proposed for an entry that is not one, either.
    expect((await proposalFor('not-an-entry')).proposal).toBeNull();
  });
});
