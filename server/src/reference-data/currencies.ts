import type { Currency } from '@bc/api';
import type { Queryable } from '../db/database.ts';

type CurrencyRow = { id: number; code: string; symbol: string; slug: string; exchange_rate: string };

const SELECT = 'SELECT id, code, symbol, slug, exchange_rate FROM currencies';

// numeric(18,6) arrives as text; a rate (not money) is fine as a double for clients.
const toCurrency = (row: CurrencyRow): Currency => ({
  id: row.id,
  slug: row.slug,
  code: row.code,
  symbol: row.symbol,
  icon: row.symbol,
  exchange_rate: Number(row.exchange_rate),
});

export async function listCurrencies(db: Queryable): Promise<Currency[]> {
  return (await db.query<CurrencyRow>(`${SELECT} ORDER BY id`)).map(toCurrency);
}

/** One currency row (the settings of a workspace carry it whole); undefined for an unknown id. */
export async function findCurrency(db: Queryable, id: number): Promise<Currency | undefined> {
  const [row] = await db.query<CurrencyRow>(`${SELECT} WHERE id = $1`, [id]);
  return row && toCurrency(row);
}
