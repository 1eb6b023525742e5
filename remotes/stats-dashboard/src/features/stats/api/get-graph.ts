import { graphResponseSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DateRange } from '../../../utils/date-range.ts';

/** What the month-over-month tables group by, and which side of the ledger. */
export type GraphGrouping = 'label' | 'category';
export type GraphType = 'incoming' | 'expenses';
export type GraphRow = { label: string; total: number };

/** POST /api/stats/graph/{label|category}/{incoming|expenses} with `{ timeStart, timeEnd }`: totals by group. */
export async function getGraph(
  grouping: GraphGrouping,
  type: GraphType,
  range: DateRange,
): Promise<GraphRow[]> {
  return http()
    .post(`api/stats/graph/${grouping}/${type}`, { json: { timeStart: range.start, timeEnd: range.end } })
    .json(graphResponseSchema);
}

export const graphQueryOptions = (grouping: GraphGrouping, type: GraphType, range: DateRange) =>
  queryOptions({
    queryKey: statsKeys.call(`graph/${grouping}/${type}`, range),
    queryFn: () => getGraph(grouping, type, range),
  });

export function useGraph(grouping: GraphGrouping, type: GraphType, range: DateRange) {
  return useQuery(graphQueryOptions(grouping, type, range));
}
