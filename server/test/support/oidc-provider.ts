// A real OpenID Connect provider (the `oidc-provider` package) on loopback, for the integration tests and
// for scripts/oidc-dev-provider.ts (the e2e suite's provider). It signs anyone in through its development
// login form: any login and password; the account's e-mail is `<login>@example.test`, verified unless
// the login starts with "unverified".
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

export const DEV_CLIENT_ID = 'budget-control';
export const DEV_CLIENT_SECRET = 'budget-control-dev-secret';

export type OidcProviderOptions = {
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  /** Exact redirect URIs of the Budget Control server (`<PUBLIC_URL>/app/auth/token?provider=<name>`). */
  redirectUris: string[];
};

export type RunningOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
};

export const emailOfLogin = (login: string) => `${login.trim().toLowerCase()}@example.test`;

function configuration(options: OidcProviderOptions): Configuration {
  return {
    clients: [
      {
        client_id: options.clientId ?? DEV_CLIENT_ID,
        client_secret: options.clientSecret ?? DEV_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        // openid-client's default client authentication.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return {
            sub: id,
            email: emailOfLogin(id),
            email_verified: !id.toLowerCase().startsWith('unverified'),
            name: `Dev ${id}`,
          };
        },
      };
    },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The login form (fields `login`, `password`) then the consent form (a "Continue" button).
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    // Explicit lifetimes (seconds); the defaults work but print a notice each.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 3600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: ['budget-control-dev-cookie-key'] },
  };
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<RunningOidcProvider> {
  const host = options.host ?? '127.0.0.1';
  const server: Server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://${host}:${port}`;
  const provider = new Provider(issuer, configuration(options));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId: options.clientId ?? DEV_CLIENT_ID,
    clientSecret: options.clientSecret ?? DEV_CLIENT_SECRET,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/**
 * Plays the person in front of the provider, over plain HTTP: opens the authorize URI, fills the login
 * form, presses Continue on the consent form, and returns the URL the provider finally redirects to
 * (`<redirect uri>&code=...&state=...&iss=...`). Cookies are kept by hand, as a browser would.
 */
export async function signInAtProvider(
  authorizeUri: string,
  login: string,
  redirectPrefix: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      if (index > 0) cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  let url = new URL(authorizeUri);
  let init: RequestInit = { method: 'GET' };
  for (let step = 0; step < 20; step++) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    remember(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.href.startsWith(redirectPrefix)) return next;
      url = next;
      init = { method: 'GET' };
      continue;
    }
    const html = await response.text();
    if (response.status !== 200)
      throw new Error(`The provider answered ${response.status}: ${html.slice(0, 300)}`);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`No interaction form in the provider's page: ${html.slice(0, 300)}`);
    const form = new URLSearchParams({ prompt });
    if (prompt === 'login') {
      form.set('login', login);
      form.set('password', 'any password');
    }
    url = new URL(action.replaceAll('&amp;', '&'), url);
    init = {
      method: 'POST',
      body: form.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('The provider never redirected back');
}
