import { type Forecast, forecastSchema } from '@bc/api';
import { http } from '@bc/session';
import { statsKeys } from '@bc/ui/stats';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The horizons the forecast chart offers, in days. */
export const FORECAST_DAYS = [30, 90] as const;
export type ForecastDays = (typeof FORECAST_DAYS)[number];
/** The horizon the forecast opens with. */
export const DEFAULT_FORECAST_DAYS: ForecastDays = 30;

/** GET /api/stats/forecast?days=N: the total balance of each day from today, and its lowest point. */
export async function getForecast(days: ForecastDays): Promise<Forecast> {
  return http().get('api/stats/forecast', { searchParams: { days } }).json(forecastSchema);
}

export const forecastQueryOptions = (days: ForecastDays) =>
  queryOptions({ queryKey: statsKeys.call('forecast', days), queryFn: () => getForecast(days) });

export function useForecast(days: ForecastDays) {
  return useQuery(forecastQueryOptions(days));
}
