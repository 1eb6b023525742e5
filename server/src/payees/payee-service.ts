// Payees and debts (SPEC §7 Debts): balances are maintained by the ledger, so listing is a plain read.
import { type Debt, fromCents, type Payee } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import {
  archivePayee,
  countPayees,
  type DebtRow,
  findOrInsertPayeeByName,
  findPayeeById,
  listDebts,
  listPayees,
  type PayeeRow,
} from './payees-sql.ts';

/** How many of its latest entries each debt carries. */
const ENTRIES_PER_DEBT = 5;

const toPayee = (row: PayeeRow): Payee => ({
  id: row.id,
  uuid: row.uuid,
  name: row.name,
  balance: fromCents(row.balance_cents),
});

function toDebt(row: DebtRow): Debt {
  const entries = typeof row.entries === 'string' ? JSON.parse(row.entries) : row.entries;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    createdAt: new Date(row.created_at).toISOString(),
    currency_icon: row.currency_symbol,
    debts: {
      balance: fromCents(row.balance_cents),
      entries: (entries as Exclude<DebtRow['entries'], string>).map((entry) => ({
        uuid: entry.uuid,
        amount: fromCents(entry.amount_cents),
        date_time: new Date(entry.date_time).toISOString(),
        note: entry.note,
      })),
    },
  };
}

const ALL = 100_000;

/** GET /api/payees: the debit form's choices. */
export async function allPayees(db: Queryable, workspaceId: string) {
  return (await listPayees(db, workspaceId, ALL, 0)).map(toPayee);
}

/** GET /api/debits: payees, then revolving credit cards (SPEC §3: shown separately), with balances. */
export async function allDebts(db: Queryable, workspaceId: string) {
  const listing = { entriesPerDebt: ENTRIES_PER_DEBT, includeCards: true, limit: ALL, offset: 0 };
  return (await listDebts(db, workspaceId, listing)).map(toDebt);
}

/** GET /api/debit?page=n: payees as debts, by name. */
export async function payeePage(db: Queryable, workspaceId: string, page: number, perPage: number) {
  const listing = {
    entriesPerDebt: ENTRIES_PER_DEBT,
    includeCards: false,
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const [rows, total] = await Promise.all([
    listDebts(db, workspaceId, listing),
    countPayees(db, workspaceId),
  ]);
  return {
    data: rows.map(toDebt),
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}

/**
 * A debit's payee as bodies name it: an id names an existing payee (404 if it is not the workspace's), a
 * name reuses the live payee of that name, any case, or creates it.
 */
export async function resolvePayee(tx: Queryable, workspaceId: string, ref: number | string) {
  const payee =
    typeof ref === 'string'
      ? await findOrInsertPayeeByName(tx, workspaceId, ref.trim())
      : await findPayeeById(tx, workspaceId, ref);
  if (!payee) throw notFound('Payee not found');
  return payee;
}

/** DELETE /api/debt/{uuid}: archived, not deleted (its entries stay). */
export async function archiveDebt(db: Queryable, workspaceId: string, uuid: string) {
  if (!(await archivePayee(db, workspaceId, uuid))) throw notFound('Payee not found');
}
