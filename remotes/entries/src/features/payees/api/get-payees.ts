import { type Payee, payeeListSchema, type Wallet } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const payeeKeys = { all: ['ledger', 'payees'] as const };

/** GET /api/payees: the payees with their balances, and the revolving credit cards apart. */
export async function getPayees(): Promise<{ payees: Payee[]; revolving: Wallet[] }> {
  const { data, revolving } = await http().get('api/payees').json(payeeListSchema);
  return { payees: data, revolving };
}

export const payeesQueryOptions = () => queryOptions({ queryKey: payeeKeys.all, queryFn: getPayees });

export function usePayees() {
  return useQuery(payeesQueryOptions());
}
