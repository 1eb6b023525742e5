import { http } from '@bc/session';
import { useMutation } from '@tanstack/react-query';

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

export function useStartProviderSignIn() {
  return useMutation({
    mutationFn: getAuthorizeUri,
    onSuccess: (uri) => window.location.assign(uri),
  });
}
