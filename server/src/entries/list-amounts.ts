// The amounts of an entries list per currency, for the search's total of every match (PERFORMANCE.md "pages are
// cheap; totals are not"). For the filters the counters know, the entries that count (confirmed, not planned)
// come from sums kept by triggers: the workspace's own per currency (0016) when nothing else filters the list,
// else the month sums (0009) for a range's whole months and the covering index of counted entries for its
// partial edge months; the others (planned, or not confirmed: few) from their own partial index (0016). Other
// filters (text, labels, payees) add up their rows, as many as the list counts.
import { fromCents, type SearchTotal } from '@bc/api';
import type { Queryable } from '../db/database.ts';
import { type CurrencyCents, convertedTotal, converter } from '../stats/converted-total.ts';
import { loadRates } from '../stats/stats-sql.ts';
import {
  binder,
  type CountedFilters,
  counterKeys,
  type ListSql,
  monthWindow,
  onlyWorkspace,
} from './entry-month-counts.ts';

/**
 * The SQL of the list's cents per currency (`currency_id`, `cents`); its parameters are appended to `params`,
 * which must start with the list's own.
 */
export function countedAmountsSql(list: ListSql, filters: CountedFilters, params: unknown[]): string {
  const rows = (condition: string) =>
    `SELECT e.currency_id, e.amount_cents AS cents FROM entries e WHERE ${list.condition} AND ${condition}`;
  // The same condition as the partial index's, so that the planner sees it applies.
  const parts = [rows('(e.planned OR NOT e.confirmed)')];
  // Only planned entries: none of them is in the sums.
  if (filters.planned !== true && onlyWorkspace(filters)) {
    parts.push(
      `SELECT c.currency_id, c.cents FROM entry_currency_sums c WHERE c.workspace_id = ${binder(params)(filters.workspaceId)}`,
    );
  } else if (filters.planned !== true) {
    const bind = binder(params);
    const keys = counterKeys(filters, bind, { planned: false });
    const window = monthWindow(filters, bind);
    parts.push(
      `SELECT c.currency_id, c.cents FROM entry_month_sums c WHERE ${[...keys, ...window.months].join(' AND ')}`,
    );
    const counted = 'e.confirmed AND NOT e.planned';
    if (window.newestFrom) parts.push(rows(`${counted} AND e.date_time >= ${window.newestFrom}`));
    if (window.oldestBefore) parts.push(rows(`${counted} AND e.date_time < ${window.oldestBefore}`));
  }
  return `SELECT currency_id, sum(cents)::bigint AS cents FROM (${parts.join(' UNION ALL ')}) amounts
    GROUP BY currency_id`;
}

/** Rows of `currency_id` and `cents` as numbers (int8 may come as text through a JSON aggregate). */
export const currencyCents = (rows: readonly { currency_id: unknown; cents: unknown }[]): CurrencyCents[] =>
  rows.map((row) => ({ currency_id: Number(row.currency_id), cents: Number(row.cents) }));

/** The search's total: the cents converted to the workspace currency, as the stats convert them. */
export async function searchTotal(
  db: Queryable,
  currencyId: number,
  amounts: readonly CurrencyCents[],
): Promise<SearchTotal> {
  const rates = await loadRates(db, currencyId);
  return { amount: fromCents(convertedTotal(converter(rates), amounts)), currency: rates.workspace };
}
