// Sign-in with any OpenID Connect provider configured by env (Google is one configuration among
// others). The authorization code flow with PKCE (S256), state and nonce; what the callback needs to
// check them is kept in PostgreSQL (short-lived, single use), so any server can finish a sign-in
// another one started.
import type { AuthProvider } from '@bc/api';
import * as oidc from 'openid-client';
import type { Config, OidcProviderConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { HttpError, notFound, serviceUnavailable } from '../http/errors.ts';
import type { ProviderIdentity } from './account-service.ts';
import { deleteExpiredLoginStates, insertLoginState, takeLoginState } from './oidc-login-states-sql.ts';
import { sha256 } from './secrets.ts';

export type OidcService = {
  providers(): AuthProvider[];
  /** The provider's authorize URI for a new sign-in. */
  authorizationUri(providerName: string): Promise<string>;
  /** Checks the callback, exchanges the code and returns the verified identity. */
  finishSignIn(
    providerName: string,
    callback: { code: string; state: string; iss?: string | undefined },
  ): Promise<ProviderIdentity>;
};

type OidcConfig = Pick<Config, 'oidcProviders' | 'publicUrl' | 'auth'>;

const SCOPE = 'openid email profile';

const invalidState = () =>
  new HttpError(400, 'invalid_state', 'This sign-in attempt is unknown or has expired. Please start again.');

const rejected = () =>
  new HttpError(
    400,
    'provider_rejected',
    'The sign-in provider did not accept this sign-in. Please start again.',
  );

export function redirectUriFor(config: Pick<Config, 'publicUrl'>, providerName: string): string {
  return `${config.publicUrl}/app/auth/token?provider=${encodeURIComponent(providerName)}`;
}

/**
 * Our redirect URI has a query (`?provider=<name>`: the app's callback page needs it), but openid-client
 * derives the token request's redirect_uri from the callback URL with every query parameter stripped,
 * and providers compare redirect URIs exactly. This puts the registered URI back in that one request.
 */
function keepRedirectQuery(redirectUri: string): oidc.CustomFetch {
  const stripped = new URL(redirectUri);
  stripped.search = '';
  return (url, options) => {
    const body = options.body;
    if (
      body instanceof URLSearchParams &&
      body.get('grant_type') === 'authorization_code' &&
      body.get('redirect_uri') === stripped.href
    ) {
      body.set('redirect_uri', redirectUri);
    }
    return fetch(url, options);
  };
}

const isNetworkFailure = (error: unknown): boolean =>
  error instanceof TypeError ||
  (error instanceof Error &&
    (error.name === 'TimeoutError' || error.name === 'AbortError' || isNetworkFailure(error.cause)));

export function createOidcService(db: Database, config: OidcConfig): OidcService {
  // Cached discovery: the provider's metadata, not state, so a per-process cache is fine.
  const configurations = new Map<string, Promise<oidc.Configuration>>();

  function providerNamed(name: string): OidcProviderConfig {
    const provider = config.oidcProviders.find((candidate) => candidate.name === name);
    if (!provider) throw notFound('Unknown sign-in provider');
    return provider;
  }

  function configurationOf(provider: OidcProviderConfig): Promise<oidc.Configuration> {
    let pending = configurations.get(provider.name);
    if (!pending) {
      const insecure = new URL(provider.issuer).protocol === 'http:';
      pending = oidc
        .discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
          [oidc.customFetch]: keepRedirectQuery(redirectUriFor(config, provider.name)),
          // config.ts allows plain http only for an issuer on this machine.
          ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        })
        .catch((error: unknown) => {
          configurations.delete(provider.name);
          throw serviceUnavailable(
            `${provider.label} cannot be reached right now. Please try again later.`,
            error,
          );
        });
      configurations.set(provider.name, pending);
    }
    return pending;
  }

  return {
    providers: () => config.oidcProviders.map(({ name, label }) => ({ name, label })),

    async authorizationUri(providerName) {
      const provider = providerNamed(providerName);
      const configuration = await configurationOf(provider);
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      await deleteExpiredLoginStates(db);
      await insertLoginState(db, {
        stateHash: sha256(state),
        provider: provider.name,
        codeVerifier,
        nonce,
        lifetimeSeconds: config.auth.oidcStateSeconds,
      });
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUriFor(config, provider.name),
        scope: SCOPE,
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      }).href;
    },

    async finishSignIn(providerName, callback) {
      const provider = providerNamed(providerName);
      // Deleted as it is read: a state works once, even when the rest of the sign-in fails.
      const saved = await takeLoginState(db, sha256(callback.state), provider.name);
      if (!saved?.live) throw invalidState();
      const configuration = await configurationOf(provider);

      const callbackUrl = new URL(redirectUriFor(config, provider.name));
      callbackUrl.searchParams.set('code', callback.code);
      callbackUrl.searchParams.set('state', callback.state);
      // RFC 9207: the provider adds `iss` to the redirect. Clients that forward only code and state
      // lose it; the provider is already fixed by the URL, so its own issuer stands in.
      const metadata = configuration.serverMetadata();
      const iss =
        callback.iss ??
        (metadata.authorization_response_iss_parameter_supported ? metadata.issuer : undefined);
      if (iss) callbackUrl.searchParams.set('iss', iss);

      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: saved.code_verifier,
          expectedState: callback.state,
          expectedNonce: saved.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        if (isNetworkFailure(error)) {
          throw serviceUnavailable(
            `${provider.label} cannot be reached right now. Please try again later.`,
            error,
          );
        }
        throw rejected();
      }
      const idToken = tokens.claims();
      if (!idToken) throw rejected();
      let claims: Record<string, unknown> = idToken;
      // Providers may keep e-mail claims for the userinfo endpoint rather than the ID token.
      if (typeof idToken.email !== 'string' || idToken.email_verified === undefined) {
        try {
          claims = {
            ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
            ...idToken,
          };
        } catch {
          throw rejected();
        }
      }
      const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
      const verified = claims.email_verified === true || claims.email_verified === 'true';
      if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
        throw new HttpError(400, 'email_missing', `${provider.label} did not share an e-mail address.`);
      }
      if (!verified) {
        throw new HttpError(
          403,
          'email_not_verified',
          `${provider.label} has not verified this e-mail address. Verify it there, or sign up with a password.`,
        );
      }
      const name =
        typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim() : email.split('@')[0];
      return { provider: provider.name, subject: idToken.sub, email, name: (name || email).slice(0, 120) };
    },
  };
}
