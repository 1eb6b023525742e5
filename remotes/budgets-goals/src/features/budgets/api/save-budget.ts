import { type Budget, type BudgetInput, budgetSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { budgetKeys } from './keys.ts';

/**
 * The body of POST /api/budget/create and PUT /api/budget/update/{uuid} as this form sends it: what the
 * input schema reads, before its defaults apply.
 */
export type BudgetBody = Omit<BudgetInput, 'configuration'> & {
  configuration: Required<BudgetInput['configuration']>;
};

/** POST /api/budget/create, or PUT /api/budget/update/{uuid} for an existing budget. */
export async function saveBudget({ uuid, body }: { uuid: string | null; body: BudgetBody }): Promise<Budget> {
  const request = uuid
    ? http().put(`api/budget/update/${encodeURIComponent(uuid)}`, { json: body })
    : http().post('api/budget/create', { json: body });
  return request.json(budgetSchema);
}

export function useSaveBudget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBudget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: budgetKeys.all }),
  });
}
