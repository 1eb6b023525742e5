import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/auth/confirm/{token}: confirms the e-mail of a new account. */
export async function confirmEmail(token: string): Promise<true> {
  await http().get(`api/auth/confirm/${encodeURIComponent(token)}`);
  return true;
}

/** A query, not a mutation: it runs once on load, and a second render does not confirm twice. */
export function useConfirmEmail(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['auth', 'confirm', token],
      queryFn: () => confirmEmail(token),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}
