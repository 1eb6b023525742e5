import type { AuthProvider } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

const isProvider = (value: unknown): value is AuthProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AuthProvider).name === 'string' &&
  typeof (value as AuthProvider).label === 'string';

/**
 * GET /api/auth/providers: the OpenID Connect providers configured on the server, a bare list (may be
 * empty). Asked as the login page opens, so the answer (`authProvidersResponseSchema`) is checked by hand:
 * loading the schema library here would double the page's first-load JavaScript.
 */
export async function getProviders(): Promise<AuthProvider[]> {
  const body = await http().get('api/auth/providers').json<unknown>();
  return Array.isArray(body) ? body.filter(isProvider) : [];
}

export const providersQueryOptions = () =>
  queryOptions({ queryKey: ['auth', 'providers'], queryFn: getProviders, staleTime: 5 * 60_000 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
