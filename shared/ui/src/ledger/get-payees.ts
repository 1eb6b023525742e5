import type { Payee } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { payeeKeys } from './payee-keys.ts';

/** GET /api/payees: the payees a debit can name (`id` is what the entry sends as payee_id), bare. */
export async function getPayees(): Promise<Payee[]> {
  const { payeeListSchema } = await import('@bc/api');
  return http().get('api/payees').json(payeeListSchema);
}

export const payeesQueryOptions = () => queryOptions({ queryKey: payeeKeys.choices, queryFn: getPayees });

export function usePayees() {
  return useQuery(payeesQueryOptions());
}
