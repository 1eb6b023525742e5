import type { LoginResponse } from '@bc/api';
import { http, queryClient } from '@bc/session';
import { USER_INFO_QUERY_KEY } from '@bc/ui/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeSession } from '../session.ts';

export interface ProviderCallback {
  provider: string;
  code: string;
  state: string;
}

/**
 * GET /api/auth/authenticate/token/{provider}?code=&state=: trades the code the provider sent back
 * for a session, kept like a password login's.
 */
export async function exchangeProviderCode({
  provider,
  code,
  state,
}: ProviderCallback): Promise<LoginResponse> {
  const { loginResponseSchema } = await import('@bc/api');
  const body = await http()
    .get(`api/auth/authenticate/token/${encodeURIComponent(provider)}`, { searchParams: { code, state } })
    .json(loginResponseSchema);
  storeSession(body);
  // Whatever was known of a previous user is not this one's.
  queryClient.removeQueries({ queryKey: USER_INFO_QUERY_KEY });
  return body;
}

/** Runs once per code (a code can be used only once): a query that never refetches. */
export function useExchangeProviderCode(callback: ProviderCallback | null) {
  return useQuery(
    queryOptions({
      queryKey: ['auth', 'provider-code', callback?.provider, callback?.code, callback?.state],
      queryFn: () => exchangeProviderCode(callback as ProviderCallback),
      enabled: callback !== null,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 0,
    }),
  );
}
