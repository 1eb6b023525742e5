import { http } from '@bc/session';
import { useAction } from '../use-action.ts';

/**
 * GET /api/auth/authenticate/{provider}: where to send the browser to sign in with a provider
 * (state and PKCE are the server's). The provider sends it back to /app/auth/token.
 */
export async function getAuthorizeUri(provider: string): Promise<string> {
  const { authorizeUriResponseSchema } = await import('@bc/api');
  const { uri } = await http()
    .get(`api/auth/authenticate/${encodeURIComponent(provider)}`)
    .json(authorizeUriResponseSchema);
  return uri;
}

/** Sends the browser to the provider's sign-in page. */
async function startProviderSignIn(provider: string): Promise<void> {
  window.location.assign(await getAuthorizeUri(provider));
}

export function useStartProviderSignIn() {
  return useAction(startProviderSignIn);
}
