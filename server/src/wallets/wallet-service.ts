// Wallets (SPEC §3 Wallet, §4, §5 Wallet): the type-dependent rules come from @bc/domain.
import {
  fromCents,
  toCents,
  WALLET_TYPES,
  type Wallet,
  type WalletInput,
  type WalletListQuery,
} from '@bc/api';
import { randomLabelColor, walletProblems } from '@bc/domain';
import type { Database, Queryable } from '../db/database.ts';
import { notFound, unprocessable } from '../http/errors.ts';
import { referenceProblems } from '../workspaces/workspaces-sql.ts';
import {
  findWalletById,
  findWalletByUuid,
  insertFullWallet,
  listWallets,
  setWalletArchived,
  setWalletSorting,
  updateWalletRow,
  type WalletFields,
  type WalletRow,
} from './wallets-sql.ts';

export const walletNotFound = () => notFound('Wallet not found');

/** Tickets worth `cents` at `ticketCents` each, to two decimals. */
const tickets = (cents: number, ticketCents: number) => Math.round((cents / ticketCents) * 100) / 100;

/**
 * A wallet as clients read it. A voucher's balance is its tickets and their value, and its opening
 * balance is in tickets, as the form sends it.
 */
export function toWallet(row: WalletRow): Wallet {
  const ticketCents = row.type === 'voucher' ? row.voucher_value_cents : null;
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: row.type,
    color: row.color,
    currency: row.currency_id,
    currency_id: row.currency_id,
    currency_code: row.currency_code,
    currency_icon: row.currency_symbol,
    balance: ticketCents
      ? {
          value_in_voucher: tickets(row.balance_cents, ticketCents),
          value_in_valut: fromCents(row.balance_cents),
        }
      : fromCents(row.balance_cents),
    opening_balance: ticketCents
      ? tickets(row.opening_balance_cents, ticketCents)
      : fromCents(row.opening_balance_cents),
    exclude_from_stats: row.exclude_from_stats,
    exclude_stats: row.exclude_from_stats,
    sorting: row.sorting,
    archived: row.archived,
    updated_at: new Date(row.updated_at).toISOString(),
    invoice_date: row.invoice_date,
    closing_date: row.closing_date,
    payment_account: row.payment_account_id,
    installement_value: row.installment_value_cents === null ? null : fromCents(row.installment_value_cents),
    voucher_value: row.voucher_value_cents === null ? null : fromCents(row.voucher_value_cents),
  };
}

export async function listWorkspaceWallets(db: Queryable, workspaceId: string, query: WalletListQuery) {
  // Without the filter, every wallet: the original client's settings list shows the archived ones too.
  const archived = query['filters[archived]'];
  const rows = await listWallets(db, workspaceId, {
    archived: archived === undefined || archived === 'all' ? null : archived === 'true' || archived === '1',
    orderByName: query['order[name]'] ?? null,
  });
  return rows.map(toWallet);
}

export async function getWallet(db: Queryable, workspaceId: string, uuid: string) {
  const row = await findWalletByUuid(db, workspaceId, uuid);
  if (!row) throw walletNotFound();
  return toWallet(row);
}

/** Validates an input (422 with field messages) and turns it into stored fields. */
async function checkedFields(
  tx: Queryable,
  workspaceId: string,
  input: WalletInput,
  selfId: number | null,
): Promise<WalletFields> {
  const paymentId = input.payment_account ?? null;
  const payer = paymentId === null ? undefined : ((await findWalletById(tx, workspaceId, paymentId)) ?? null);
  const problems: Record<string, string> = walletProblems(
    { ...input, currency_id: input.currency_id },
    WALLET_TYPES,
    payer === undefined || payer === null || payer.id !== selfId ? payer : null,
  );
  if (!problems.currency_id) {
    Object.assign(
      problems,
      await referenceProblems(tx, [{ field: 'currency_id', table: 'currencies', id: input.currency_id }]),
    );
  }
  if (Object.keys(problems).length > 0) throw unprocessable('The wallet is invalid', problems);
  const type = input.type as WalletFields['type'];
  const isCard = type === 'credit-card' || type === 'credit-card-revolving';
  const voucherValueCents = type === 'voucher' && input.voucher_value ? toCents(input.voucher_value) : null;
  return {
    name: input.name.trim(),
    type,
    color: input.color ?? randomLabelColor(),
    currencyId: input.currency_id,
    // A voucher's balance is a number of tickets; stored as money like every other balance.
    openingBalanceCents:
      voucherValueCents === null ? toCents(input.balance) : Math.round(input.balance * voucherValueCents),
    excludeFromStats: Boolean(input.exclude_stats || input.exclude_from_stats),
    archived: input.archived ?? false,
    invoiceDate: isCard ? (input.invoice_date ?? null) : null,
    closingDate: isCard ? (input.closing_date ?? null) : null,
    paymentAccountId: isCard ? paymentId : null,
    installmentValueCents:
      type === 'credit-card-revolving' && input.installement_value ? toCents(input.installement_value) : null,
    voucherValueCents,
  };
}

export async function createWallet(db: Database, workspaceId: string, input: WalletInput) {
  return db.transaction(async (tx) => {
    const uuid = await insertFullWallet(tx, workspaceId, await checkedFields(tx, workspaceId, input, null));
    return getWallet(tx, workspaceId, uuid);
  });
}

export async function updateWallet(db: Database, workspaceId: string, uuid: string, input: WalletInput) {
  return db.transaction(async (tx) => {
    const existing = await findWalletByUuid(tx, workspaceId, uuid);
    if (!existing) throw walletNotFound();
    await updateWalletRow(tx, workspaceId, uuid, await checkedFields(tx, workspaceId, input, existing.id));
    return getWallet(tx, workspaceId, uuid);
  });
}

/**
 * Archive and restore; DELETE is the same soft delete (SPEC §4: delete in the list archives). Like every
 * write, it answers the wallet as its own transaction left it.
 */
export async function setArchived(db: Database, workspaceId: string, uuid: string, archived: boolean) {
  return db.transaction(async (tx) => {
    if (!(await setWalletArchived(tx, workspaceId, uuid, archived))) throw walletNotFound();
    return getWallet(tx, workspaceId, uuid);
  });
}

export async function setSorting(db: Database, workspaceId: string, uuid: string, sorting: number) {
  return db.transaction(async (tx) => {
    if (!(await setWalletSorting(tx, workspaceId, uuid, sorting))) throw walletNotFound();
    return getWallet(tx, workspaceId, uuid);
  });
}
