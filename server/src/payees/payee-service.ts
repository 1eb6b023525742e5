// Payees and debts (SPEC §7 Debts): balances are maintained by the ledger, so listing is a plain read.
import { fromCents, type Payee } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import { toWallet } from '../wallets/wallet-service.ts';
import { listWallets } from '../wallets/wallets-sql.ts';
import { archivePayee, countPayees, listPayees, type PayeeRow } from './payees-sql.ts';

export function toPayee(row: PayeeRow): Payee {
  const balance = fromCents(row.balance_cents);
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: 'payee',
    balance,
    archived: row.archived,
    created_at: new Date(row.created_at).toISOString(),
    debts: { balance, entries: row.counted_entries },
  };
}

const ALL = 100_000;

export async function payeePage(db: Queryable, workspaceId: string, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    listPayees(db, workspaceId, perPage, (page - 1) * perPage),
    countPayees(db, workspaceId),
  ]);
  return {
    data: rows.map(toPayee),
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    total,
  };
}

export async function allPayees(db: Queryable, workspaceId: string) {
  return (await listPayees(db, workspaceId, ALL, 0)).map(toPayee);
}

/** GET /api/payees: payees, and revolving credit cards apart (SPEC §3: shown separately). */
export async function payeesWithRevolving(db: Queryable, workspaceId: string) {
  const [payees, wallets] = await Promise.all([
    allPayees(db, workspaceId),
    listWallets(db, workspaceId, { archived: false, orderByName: 'asc' }),
  ]);
  return {
    data: payees,
    revolving: wallets.filter((wallet) => wallet.type === 'credit-card-revolving').map(toWallet),
  };
}

/** DELETE /api/debt/{uuid}: archived, not deleted (its entries stay). */
export async function archiveDebt(db: Queryable, workspaceId: string, uuid: string) {
  if (!(await archivePayee(db, workspaceId, uuid))) throw notFound('Payee not found');
}
