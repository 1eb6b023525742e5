import { type WorkspaceDetail, workspaceDetailSchema } from '@bc/api';
import { http } from '@bc/session';
import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** POST /api/user/currency: the default currency of the current workspace; answers the workspace. */
export async function setDefaultCurrency(currency: number): Promise<WorkspaceDetail> {
  return http().post('api/user/currency', { json: { currency } }).json(workspaceDetailSchema);
}

export function useSetDefaultCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultCurrency,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USER_INFO_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['workspaces'] }),
      ]),
  });
}
