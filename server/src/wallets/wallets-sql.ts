// SQL for wallets. Amounts are integer cents; the API converts with toCents/fromCents (@bc/api).
import type { WalletType } from '@bc/api';
import type { Queryable } from '../db/database.ts';

export type NewWallet = {
  workspaceId: string;
  name: string;
  type: WalletType;
  color: string;
  currencyId: number;
  openingBalanceCents: number;
  excludeFromStats: boolean;
  sorting?: number;
};

/** A new wallet: with no entries yet, its running balance is the opening balance. */
export async function insertWallet(tx: Queryable, wallet: NewWallet): Promise<{ id: number; uuid: string }> {
  const [row] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO wallets (workspace_id, name, type, color, currency_id, opening_balance_cents, balance_cents,
       exclude_from_stats, sorting)
     VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)
     RETURNING id, uuid`,
    [
      wallet.workspaceId,
      wallet.name,
      wallet.type,
      wallet.color,
      wallet.currencyId,
      wallet.openingBalanceCents,
      wallet.excludeFromStats,
      wallet.sorting ?? 0,
    ],
  );
  if (!row) throw new Error('The wallet was not stored');
  return row;
}
