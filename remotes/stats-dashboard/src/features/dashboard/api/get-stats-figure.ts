import { type StatsTotal, statsTotalSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { statsKeys } from '../../../utils/stats-keys.ts';

/** The dashboard's averages and what is still planned this month: each a GET answered with `{ total }`. */
export const DASHBOARD_FIGURES = [
  'average-expenses',
  'average-incoming',
  'average-savings',
  'total/planned/remaining',
] as const;
export type DashboardFigure = (typeof DASHBOARD_FIGURES)[number];

/** GET /api/stats/{figure}: `{ total }`, a number in the workspace currency. */
export async function getStatsFigure(figure: DashboardFigure): Promise<StatsTotal> {
  return http().get(`api/stats/${figure}`).json(statsTotalSchema);
}

export const statsFigureQueryOptions = (figure: DashboardFigure) =>
  queryOptions({ queryKey: statsKeys.call(figure), queryFn: () => getStatsFigure(figure) });

export function useStatsFigure(figure: DashboardFigure) {
  return useQuery(statsFigureQueryOptions(figure));
}
