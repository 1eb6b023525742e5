import { type Currency, currencyListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/currencies: the currencies with their rate to EUR. */
export async function getCurrencies(): Promise<Currency[]> {
  return http().get('api/currencies').json(currencyListSchema);
}

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'currencies'], queryFn: getCurrencies });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
