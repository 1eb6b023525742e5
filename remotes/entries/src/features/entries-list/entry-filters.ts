import type { EntryFilters } from './api/get-entries.ts';

/** The list's filters in the page's query string (SPEC §2 names), turned into the API's `filters[...]`. */
export const QUERY_FILTERS = {
  date: 'filter_date',
  dateStart: 'filter_date_start',
  /** The spelling older links use. */
  dateStartTypo: 'filer_date_start',
  wallet: 'filter_wallet',
  category: 'filter_category',
  type: 'filter_type',
  label: 'filter_label',
  payee: 'filter_payee',
  planned: 'filter_planned',
} as const;

const TYPES: Record<string, string> = {
  incoming: 'income',
  expenses: 'expense',
  transfer: 'transfer',
  debit: 'debit',
  saving: 'saving',
};

/**
 * `walletId` resolves filter_wallet (a wallet uuid, or an id) to the id the API filters on; undefined
 * while the wallets are unknown.
 */
export function entryFiltersFromQuery(
  params: URLSearchParams,
  walletId: (value: string) => number | undefined,
): EntryFilters {
  const filters: [string, string][] = [];
  const start = params.get(QUERY_FILTERS.dateStart) ?? params.get(QUERY_FILTERS.dateStartTypo);
  if (start) filters.push(['filters[date_time][]', `>=|${start}`]);
  const date = params.get(QUERY_FILTERS.date);
  // With a start, filter_date closes the range; alone, it is that day.
  if (date) filters.push(['filters[date_time][]', start ? `<=|${date}` : `=|${date}`]);
  const wallet = params.get(QUERY_FILTERS.wallet);
  if (wallet) filters.push(['filters[account_id]', String(walletId(wallet) ?? 0)]);
  const category = params.get(QUERY_FILTERS.category);
  if (category) filters.push(['filters[category_id]', category]);
  const type = params.get(QUERY_FILTERS.type);
  if (type && TYPES[type]) filters.push(['filters[type]', TYPES[type]]);
  const label = params.get(QUERY_FILTERS.label);
  if (label) filters.push(['filters[label]', label]);
  const payee = params.get(QUERY_FILTERS.payee);
  if (payee) filters.push(['filters[payee_id]', payee]);
  return filters;
}

/** The halves of the list: entries dated in the future (planned) and the recorded ones. */
export type ListHalf = 'planned' | 'recorded';

/**
 * Which halves the page asks for, each with its own call (SPEC §7: two parallel GETs with
 * filters[planned]=1 and =0): both by default, only the recorded ones with filter_planned=0, only the
 * planned ones with filter_type=planned.
 */
export function listHalvesFromQuery(params: URLSearchParams): ListHalf[] {
  if (params.get(QUERY_FILTERS.type) === 'planned') return ['planned'];
  if (params.get(QUERY_FILTERS.planned) === '0') return ['recorded'];
  return ['planned', 'recorded'];
}

/** A half's filters: the page's filters and its planned flag. */
export const halfFilters = (filters: EntryFilters, half: ListHalf): EntryFilters => [
  ...filters,
  ['filters[planned]', half === 'planned' ? '1' : '0'],
];

/** True when any filter but the planned toggle is set: the page offers to clear them. */
export const hasFilters = (params: URLSearchParams) =>
  Object.values(QUERY_FILTERS).some((name) => name !== QUERY_FILTERS.planned && params.has(name));
