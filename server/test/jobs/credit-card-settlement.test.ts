import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleDueCreditCards } from '../../src/jobs/credit-card-settlement.ts';
import { createWallet, ledgerTeam } from '../support/ledger.ts';
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

// The job settles every due card of the database: each test starts from no live card.
beforeEach(async () => {
  await server.db.query(
    "UPDATE wallets SET archived = true WHERE type IN ('credit-card', 'credit-card-revolving')",
  );
});

type StoredWallet = { balance_cents: number; invoice_date: string | null; closing_date: string | null };

async function stored(wallet: { id: number }): Promise<StoredWallet> {
  const [row] = await server.db.query<StoredWallet>(
    'SELECT balance_cents, invoice_date, closing_date FROM wallets WHERE id = $1',
    [wallet.id],
  );
  if (!row) throw new Error('no wallet');
  return row;
}

type TransferRow = {
  id: number;
  uuid: string;
  account_id: number;
  amount_cents: number;
  transfer_uuid: string;
  planned: boolean;
  date_time: Date;
};

/** The live transfer rows touching the card, oldest first. */
async function transfersOf(card: { id: number }) {
  return server.db.query<TransferRow>(
    `SELECT id, uuid, account_id, amount_cents, transfer_uuid, planned, date_time FROM entries
     WHERE type = 'transfer' AND deleted_at IS NULL AND (account_id = $1
       OR uuid IN (SELECT transfer_uuid FROM entries WHERE account_id = $1 AND deleted_at IS NULL))
     ORDER BY date_time, id`,
    [card.id],
  );
}

async function bankWith(balance: number) {
  return createWallet(server, team.owner, { name: 'Bank', balance });
}

async function card(body: Record<string, unknown>) {
  return createWallet(server, team.owner, {
    name: 'Card',
    type: 'credit-card',
    invoice_date: '2026-03-10',
    closing_date: '2026-03-01',
    ...body,
  });
}

describe('credit-card settlement job', () => {
  it('pays a card debt from its payment account by a linked transfer and moves the dates', async () => {
    const bank = await bankWith(1000);
    const visa = await card({ balance: -250.75, payment_account: bank.id });
    expect(await settleDueCreditCards(server.db, '2026-03-09')).toBe(0);
    expect((await stored(visa)).balance_cents).toBe(-25075);

    expect(await settleDueCreditCards(server.db, '2026-03-10')).toBe(1);
    expect(await stored(visa)).toEqual({
      balance_cents: 0,
      invoice_date: '2026-04-10',
      closing_date: '2026-04-01',
    });
    expect((await stored(bank)).balance_cents).toBe(74925);
    const rows = await transfersOf(visa);
    expect(rows).toHaveLength(2);
    const [from, to] = rows[0]?.amount_cents === -25075 ? [rows[0], rows[1]] : [rows[1], rows[0]];
    expect(from).toMatchObject({ account_id: bank.id, amount_cents: -25075, planned: false });
    expect(to).toMatchObject({ account_id: visa.id, amount_cents: 25075, planned: false });
    expect(from?.transfer_uuid).toBe(to?.uuid);
    expect(to?.transfer_uuid).toBe(from?.uuid);
    expect(new Date(from?.date_time ?? 0).toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });

  it('pays a revolving card its instalment, capped at the debt, once per missed month', async () => {
    const bank = await bankWith(500);
    const revolving = await card({
      type: 'credit-card-revolving',
      balance: -300,
      installement_value: 120.5,
      invoice_date: '2026-01-31',
      closing_date: '2026-01-20',
      payment_account: bank.id,
    });
    expect(await settleDueCreditCards(server.db, '2026-01-31')).toBe(1);
    expect(await stored(revolving)).toEqual({
      balance_cents: -17950,
      invoice_date: '2026-02-28',
      closing_date: '2026-02-20',
    });
    expect((await stored(bank)).balance_cents).toBe(50000 - 12050);

    // Two months missed: one more instalment, then the rest of the debt (59.00), not a full instalment.
    expect(await settleDueCreditCards(server.db, '2026-04-15')).toBe(1);
    expect(await stored(revolving)).toEqual({
      balance_cents: 0,
      invoice_date: '2026-04-28',
      closing_date: '2026-04-20',
    });
    expect((await stored(bank)).balance_cents).toBe(20000);
    const amounts = (await transfersOf(revolving))
      .filter((row) => row.account_id === revolving.id)
      .map((row) => row.amount_cents);
    expect(amounts).toEqual([12050, 12050, 5900]);
  });

  it('pays once however often it runs, also on two servers at once', async () => {
    const bank = await bankWith(100);
    const visa = await card({ balance: -40.01, payment_account: bank.id });
    const [first, second] = await Promise.all([
      settleDueCreditCards(server.db, '2026-03-20'),
      settleDueCreditCards(server.db, '2026-03-20'),
    ]);
    expect(first + second).toBe(1);
    expect(await settleDueCreditCards(server.db, '2026-03-20')).toBe(0);
    expect(await stored(visa)).toEqual({
      balance_cents: 0,
      invoice_date: '2026-04-10',
      closing_date: '2026-04-01',
    });
    expect((await stored(bank)).balance_cents).toBe(5999);
    expect(await transfersOf(visa)).toHaveLength(2);
  });

  it('only moves the dates of a card with no debt', async () => {
    const bank = await bankWith(100);
    const paid = await card({ balance: 0, payment_account: bank.id });
    const credit = await card({ balance: 15, payment_account: bank.id, closing_date: '2026-02-27' });
    expect(await settleDueCreditCards(server.db, '2026-03-10')).toBe(2);
    expect(await stored(paid)).toEqual({
      balance_cents: 0,
      invoice_date: '2026-04-10',
      closing_date: '2026-04-01',
    });
    expect(await stored(credit)).toEqual({
      balance_cents: 1500,
      invoice_date: '2026-04-10',
      closing_date: '2026-03-27',
    });
    expect((await stored(bank)).balance_cents).toBe(10000);
    expect(await transfersOf(paid)).toHaveLength(0);
    expect(await transfersOf(credit)).toHaveLength(0);
  });
});
