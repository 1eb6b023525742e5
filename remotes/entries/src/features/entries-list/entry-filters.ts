import { ENTRY_TABS, type EntryTab } from '@bc/domain';
import type { EntryFilters } from './api/get-entries.ts';

/** The list's filters in the page's query string, turned into the API's `filters[...]`. */
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

/** filter_type values that name entry types; `planned` picks the planned half of the list instead. */
const isEntryTab = (value: string): value is EntryTab => (ENTRY_TABS as readonly string[]).includes(value);

/**
 * The API's `filters[...]` from the page's query, as the original client sends them:
 * `filters[date_time]` repeated (no `[]`) with '>=|day' and '<=|day', `filters[account_id]` the wallet's
 * uuid (filter_wallet), `filters[payee_id]` the payee's uuid (filter_payee), `filters[type]` a tab name.
 */
export function entryFiltersFromQuery(params: URLSearchParams): EntryFilters {
  const filters: [string, string][] = [];
  const start = params.get(QUERY_FILTERS.dateStart) ?? params.get(QUERY_FILTERS.dateStartTypo);
  const date = params.get(QUERY_FILTERS.date);
  // With a start, filter_date closes the range; alone, it is that day.
  const from = start || date;
  if (from) filters.push(['filters[date_time]', `>=|${from}`]);
  if (date) filters.push(['filters[date_time]', `<=|${date}`]);
  const wallet = params.get(QUERY_FILTERS.wallet);
  if (wallet) filters.push(['filters[account_id]', wallet]);
  const category = params.get(QUERY_FILTERS.category);
  if (category) filters.push(['filters[category_id]', category]);
  const type = params.get(QUERY_FILTERS.type);
  if (type && isEntryTab(type)) filters.push(['filters[type]', type]);
  const label = params.get(QUERY_FILTERS.label);
  if (label) filters.push(['filters[label]', label]);
  const payee = params.get(QUERY_FILTERS.payee);
  if (payee) filters.push(['filters[payee_id]', payee]);
  return filters;
}

/** The halves of the list: entries dated in the future (planned) and the recorded ones. */
export type ListHalf = 'planned' | 'recorded';

/**
 * Which halves the page asks for, each with its own call (two GETs at once, with
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

/**
 * The filters of everything the page lists, both halves at once: what its export asks for. The planned flag
 * only when one half is shown.
 */
export function listedFilters(params: URLSearchParams): EntryFilters {
  const filters = entryFiltersFromQuery(params);
  const [half, other] = listHalvesFromQuery(params);
  return half && !other ? halfFilters(filters, half) : filters;
}

/** True when any filter but the planned toggle is set: the page offers to clear them. */
export const hasFilters = (params: URLSearchParams) =>
  Object.values(QUERY_FILTERS).some((name) => name !== QUERY_FILTERS.planned && params.has(name));
