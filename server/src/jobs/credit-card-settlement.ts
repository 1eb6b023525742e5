// Credit-card settlement (REFERENCE.md "Ledger rules"): on a card's invoice date its debt (a revolving
// card: the instalment, capped at the debt) is paid from its payment account by a transfer written through
// the ledger, and the invoice and closing dates move one month on, once per month that has come.
// One transaction per card takes the workspace's ledger lock, then claims the card with FOR NO KEY UPDATE
// SKIP LOCKED (the row lock the ledger's balance moves take): two servers running the job at once take
// different cards, and a settled card is no longer due (its invoice date moved in the same transaction), so a card is
// paid once per month however often the job runs. The job never waits on a row lock (the payment account is
// taken with SKIP LOCKED too): a card whose account is busy is left for the next run.
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { lockLedger } from '../entries/entries-sql.ts';
import { insertNewEntry } from '../entries/ledger-service.ts';
import { startPeriodicJob } from './periodic.ts';

/** 'YYYY-MM-DD' one month on, the day clamped to that month's end (31 Jan -> 28/29 Feb). */
export function addOneMonth(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const lastDay = new Date(Date.UTC(nextYear, nextMonth, 0)).getUTCDate();
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(nextYear, 4)}-${pad(nextMonth, 2)}-${pad(Math.min(day, lastDay), 2)}`;
}

/** Today in UTC as 'YYYY-MM-DD'. */
export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

/** What one invoice pays: the debt (minus a negative balance), for a revolving card the instalment capped at it. */
export function invoicePaymentCents(card: {
  type: string;
  balance_cents: number;
  installment_value_cents: number | null;
}): number {
  const debt = Math.max(0, -card.balance_cents);
  if (card.type === 'credit-card-revolving') return Math.min(card.installment_value_cents ?? 0, debt);
  return debt;
}

type Card = {
  id: number;
  workspace_id: string;
  type: string;
  currency_id: number;
  balance_cents: number;
  invoice_date: string;
  closing_date: string | null;
  payment_account_id: number | null;
  installment_value_cents: number | null;
};

const CARD_TYPES = ['credit-card', 'credit-card-revolving'];

const DUE_CARD = `FROM wallets
  WHERE type = ANY($1::text[]) AND NOT archived AND invoice_date <= $2::date AND id <> ALL($3::bigint[])`;

/**
 * Claims one due card not in `skip`: finds it without a lock, takes its workspace's ledger lock (the ledger's
 * lock order: a request holding that lock may be moving the card's balance), then the card itself with SKIP
 * LOCKED. 'none' when no card is due; the card's id when another transaction holds it.
 */
async function claimDueCard(tx: Queryable, today: string, skip: readonly number[]) {
  const [due] = await tx.query<{ id: number; workspace_id: string }>(
    `SELECT id, workspace_id ${DUE_CARD} ORDER BY invoice_date, id LIMIT 1`,
    [CARD_TYPES, today, skip],
  );
  if (!due) return 'none' as const;
  await lockLedger(tx, [due.workspace_id]);
  const [card] = await tx.query<Card>(
    `SELECT id, workspace_id, type, currency_id, balance_cents, invoice_date, closing_date, payment_account_id,
            installment_value_cents
     ${DUE_CARD} AND id = $4
     FOR NO KEY UPDATE SKIP LOCKED`,
    [CARD_TYPES, today, skip, due.id],
  );
  return card ?? { busy: due.id };
}

/** Settles every month that has come for one claimed card; false when its payment account is busy. */
async function settleCard(tx: Queryable, card: Card, today: string): Promise<boolean> {
  if (card.payment_account_id !== null) {
    const locked = await tx.query('SELECT id FROM wallets WHERE id = $1 FOR NO KEY UPDATE SKIP LOCKED', [
      card.payment_account_id,
    ]);
    if (locked.length === 0) return false;
  }
  let balance = card.balance_cents;
  let invoice = card.invoice_date;
  let closing = card.closing_date;
  while (invoice <= today) {
    const cents = invoicePaymentCents({ ...card, balance_cents: balance });
    if (cents > 0 && card.payment_account_id !== null) {
      // Dated at the invoice date's midnight (UTC), and counted at once: that date has come.
      const dateTime = new Date(`${invoice}T00:00:00.000Z`);
      await insertNewEntry(
        tx,
        card.workspace_id,
        'transfer',
        {
          amount: cents / 100,
          account_id: card.payment_account_id,
          transfer_id: card.id,
          currency_id: card.currency_id,
          date_time: dateTime.toISOString(),
          note: 'Credit card invoice',
        },
        dateTime,
      );
      balance += cents;
    }
    invoice = addOneMonth(invoice);
    closing = closing === null ? null : addOneMonth(closing);
  }
  await tx.query(
    'UPDATE wallets SET invoice_date = $2::date, closing_date = $3::date, updated_at = now() WHERE id = $1',
    [card.id, invoice, closing],
  );
  return true;
}

/**
 * Settles every due card, one transaction each; `today` ('YYYY-MM-DD', UTC) is injectable for tests.
 * Returns how many cards were settled. A card that fails (its transaction rolled back) is left for the next
 * run and does not hold back the others; the failures are thrown together at the end.
 */
export async function settleDueCreditCards(db: Database, today = utcToday()): Promise<number> {
  const skip: number[] = [];
  const failures: unknown[] = [];
  let settled = 0;
  for (;;) {
    let claimed: number | undefined;
    try {
      const outcome = await db.transaction(async (tx) => {
        const card = await claimDueCard(tx, today, skip);
        if (card === 'none') return card;
        if ('busy' in card) {
          claimed = card.busy;
          return 'busy' as const;
        }
        claimed = card.id;
        return (await settleCard(tx, card, today)) ? ('settled' as const) : ('busy' as const);
      });
      if (outcome === 'none') break;
      if (outcome === 'settled') settled += 1;
      else if (claimed !== undefined) skip.push(claimed);
    } catch (error) {
      if (claimed === undefined) throw error;
      skip.push(claimed);
      failures.push(error);
    }
  }
  if (failures.length > 0)
    throw new AggregateError(failures, `${failures.length} credit card(s) not settled`);
  return settled;
}

/** Runs at once, then every `intervalMs` (an hour); returns a stop function. */
export function startCreditCardSettlementJob(db: Database, log: FastifyBaseLogger, intervalMs = 3_600_000) {
  return startPeriodicJob(
    'credit-card settlement',
    async () => {
      const settled = await settleDueCreditCards(db);
      if (settled > 0) log.info({ settled }, 'credit cards settled');
    },
    log,
    intervalMs,
  );
}
