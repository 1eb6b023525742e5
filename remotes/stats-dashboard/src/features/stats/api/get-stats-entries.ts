import { type StatsEntriesBody, type StatsTable, statsTableSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * POST /api/stats/entries: incoming and expenses of the filter's range by sub-category, each against the range
 * of the same length just before it. Empty lists filter nothing; `currencies: null` neither.
 */
export async function getStatsEntries(body: StatsEntriesBody): Promise<StatsTable> {
  return http().post('api/stats/entries', { json: body }).json(statsTableSchema);
}

export const statsEntriesQueryOptions = (body: StatsEntriesBody) =>
  queryOptions({ queryKey: statsKeys.call('entries', body), queryFn: () => getStatsEntries(body) });

/** The rows of a filter; nothing is asked while `body` is null (a search not run yet). */
export function useStatsEntries(body: StatsEntriesBody | null) {
  return useQuery({
    ...statsEntriesQueryOptions(body ?? EMPTY_BODY),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

const EMPTY_BODY: StatsEntriesBody = {
  date: { start: '', end: '' },
  categories: [],
  wallets: [],
  accounts: [],
  types: [],
  currencies: null,
  payment_methods: [],
  tags: [],
};

/** The body of a filter that is only a range: everything else left open. */
export function rangeBody(
  range: { start: string; end: string },
  types: StatsEntriesBody['types'] = [],
): StatsEntriesBody {
  return { ...EMPTY_BODY, date: { start: range.start, end: range.end }, types };
}
