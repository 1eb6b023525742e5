import type { LoginRequest, LoginResponse } from '@bc/api';
import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';
import { loadSignedInUser } from '../complete-sign-in.ts';
import { storeSession } from '../session.ts';

/** POST /api/auth/authenticate: 401 `invalid_credentials`, 403 `email_not_verified`. */
export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  // Loaded on submit: the login page itself does not pay for the schema library.
  const { loginResponseSchema } = await import('@bc/api');
  const body = await http().post('api/auth/authenticate', { json: credentials }).json(loginResponseSchema);
  storeSession(body);
  return body;
}

/**
 * Login, then the user's info, as one step (SPEC §4): either both succeed or the page shows an
 * error; the caller then goes on to finalize.
 */
export function useLogin() {
  return useMutation({
    mutationFn: async (credentials: LoginRequest) => {
      await login(credentials);
      return loadSignedInUser();
    },
  });
}
