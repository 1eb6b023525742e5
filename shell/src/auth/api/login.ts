import type { LoginRequest, LoginResponse } from '@bc/api';
import { accessTokenAtom, http, sessionStore, sessionTokenAtom, workspaceAtom } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

export async function login(credentials: LoginRequest): Promise<LoginResponse> {
  // Loaded on submit: the login page itself does not pay for the schema library.
  const { loginResponseSchema } = await import('@bc/api');
  const body = await http().post('api/auth/authenticate', { json: credentials }).json(loginResponseSchema);
  sessionStore.set(accessTokenAtom, { token: body.token, storedAt: Date.now() });
  sessionStore.set(sessionTokenAtom, body.session_token);
  // The first workspace becomes the current one (SPEC §3 "Login response").
  sessionStore.set(workspaceAtom, body.workspaces[0]?.uuid ?? null);
  return body;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
