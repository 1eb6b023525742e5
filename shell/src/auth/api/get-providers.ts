import type { AuthProvider } from '@bc/api';
import { http } from '@bc/session';
import { useEffect, useState } from 'react';

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

/** The providers to offer, asked once the screen is shown: none until the answer, and none if it fails. */
export function useProviders(): AuthProvider[] {
  const [providers, setProviders] = useState<AuthProvider[]>([]);
  useEffect(() => {
    let shown = true;
    getProviders().then(
      (offered) => {
        if (shown) setProviders(offered);
      },
      () => {
        // The password form works without them.
      },
    );
    return () => {
      shown = false;
    };
  }, []);
  return providers;
}
