// Rules on an import (issue 25): a rule that marks the bank's row as a transfer to another wallet makes it one
// at commit (both wallets move), and the import's undo takes both rows back.
import { entrySchema, ruleSchema, walletMoney } from '@bc/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBankFile } from '../support/bank-import.ts';
import { json } from '../support/client.ts';
import { as, balanceDrift, createWallet, ledgerTeam, walletsOf } from '../support/ledger.ts';
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

const balanceCents = async (wallet: { uuid: string }) => {
  const found = (await walletsOf(server, team.owner)).find((each) => each.uuid === wallet.uuid);
  return Math.round((found ? walletMoney(found) : Number.NaN) * 100);
};

describe('a rule that marks a transfer, on an import', () => {
  it('writes the row as a transfer between the two wallets, and the undo takes both rows back', async () => {
    const bank = await createWallet(server, team.owner, { name: 'Current', balance: 1000 });
    const savings = await createWallet(server, team.owner, { name: 'Savings', balance: 0 });
    ruleSchema.parse(
      await json(
        await owner('POST', '/api/rules', {
          name: 'To savings',
          conditions: { all: [{ field: 'payee', op: 'contains', value: 'my savings' }] },
          actions: [{ type: 'transfer_to_wallet', value: savings.id }],
        }),
        201,
      ),
    );
    const csv = 'Date,Payee,Amount\n2026-05-02,Transfer to MY SAVINGS,-200.00\n2026-05-03,Bakery,-4.50\n';
    const preview = await importBankFile(server, team.owner, { name: 'may.csv', content: csv }, () => ({
      account_id: bank.id,
    }));
    const [toSavings, bakery] = preview.statements[0]?.rows ?? [];
    expect(toSavings).toMatchObject({
      transfer_wallet_id: savings.id,
      filled_by: [
        { field: 'type', rule_name: 'To savings' },
        { field: 'transfer_wallet', rule_name: 'To savings' },
      ],
    });
    expect(bakery?.transfer_wallet_id).toBeNull();

    expect(await balanceCents(bank)).toBe(100_000 - 20_000 - 450);
    expect(await balanceCents(savings)).toBe(20_000);
    const [stored] = await server.db.query<{ uuid: string; bank_payee: string }>(
      "SELECT uuid, bank_payee FROM entries WHERE account_id = $1 AND type = 'transfer' AND deleted_at IS NULL",
      [bank.id],
    );
    expect(stored?.bank_payee).toBe('Transfer to MY SAVINGS');
    const entry = entrySchema.parse(await json(await owner('GET', `/api/entry/${stored?.uuid}`)));
    expect(entry.amount).toBe(-200);
    expect(await balanceDrift(server.db, team.workspace)).toEqual([]);

    const [batch] = await server.db.query<{ id: string }>(
      'SELECT id FROM import_batches WHERE workspace_id = $1',
      [team.workspace],
    );
    await json(await owner('DELETE', `/api/import/batch/${batch?.id}`));
    expect(await balanceCents(bank)).toBe(100_000);
    expect(await balanceCents(savings)).toBe(0);
    expect(await balanceDrift(server.db, team.workspace)).toEqual([]);
  });
});
