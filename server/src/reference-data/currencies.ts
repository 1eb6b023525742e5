import type { Currency } from '@bc/api';
import type { Queryable } from '../db/database.ts';

type CurrencyRow = { id: number; code: string; symbol: string; slug: string; exchange_rate: string };

export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  const rows = await db.query<CurrencyRow>(
    'SELECT id, code, symbol, slug, exchange_rate FROM currencies ORDER BY id',
  );
  // numeric(18,6) arrives as text; a rate (not money) is fine as a double for clients.
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    code: row.code,
    symbol: row.symbol,
    icon: row.symbol,
    exchange_rate: Number(row.exchange_rate),
  }));
}
