import { type WorkspaceDetail, workspaceDetailSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/user/currency: the default currency of the current workspace; answers the workspace. */
export async function setDefaultCurrency(currency: number): Promise<WorkspaceDetail> {
  return http().post('api/user/currency', { json: { currency } }).json(workspaceDetailSchema);
}

/**
 * Every figure of the workspace is counted in its currency (the top strip, stats, budgets, goals, payees),
 * and user-info names it: once it changes, every answer is read again. Invalidating user-info alone showed
 * the old figures under the new currency's symbol (€100.00 as $100.00) until the page was reloaded.
 */
export function useSetDefaultCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCurrency,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
