import { type Debt, debtListSchema } from '@bc/api';
import { http } from '@bc/session';
import { payeeKeys } from '@bc/ui/ledger';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** The debts split as the payee page shows them: payees, and the revolving credit cards apart. */
export interface Debts {
  payees: Debt[];
  cards: Debt[];
}

/**
 * GET /api/debits: payees (`type: "debit"`, `uuid` the payee's) and revolving credit cards
 * (`type: "credit-card-revolving"`, `uuid` the wallet's) in one bare list, each with its balance.
 */
export async function getDebts(): Promise<Debts> {
  const list = await http().get('api/debits').json(debtListSchema);
  return {
    payees: list.filter((debt) => debt.type !== 'credit-card-revolving'),
    cards: list.filter((debt) => debt.type === 'credit-card-revolving'),
  };
}

export const debtsQueryOptions = () => queryOptions({ queryKey: payeeKeys.debts, queryFn: getDebts });

export function useDebts() {
  return useQuery(debtsQueryOptions());
}
