// A development OpenID Connect provider on 127.0.0.1:$OIDC_DEV_PORT (default 18090), the same one the
// server's integration tests use (server/test/support/oidc-provider.ts). Its login form takes any login
// and password; the account's e-mail is `<login>@example.test` (verified, unless the login starts with
// "unverified"); then a consent page with a Continue button.
//
//   ./node_modules/.bin/node scripts/oidc-dev-provider.ts
//
// Point the server at it with:
//   OIDC_PROVIDERS=local OIDC_LOCAL_ISSUER=http://127.0.0.1:18090 OIDC_LOCAL_CLIENT_ID=budget-control
//   OIDC_LOCAL_CLIENT_SECRET=budget-control-dev-secret OIDC_LOCAL_LABEL="Dev provider" PUBLIC_URL=<app origin>
// and list `<PUBLIC_URL>/app/auth/token?provider=local` in OIDC_DEV_REDIRECT_URIS (comma-separated) when
// the app is not at one of the default origins below.

type RunningProvider = { issuer: string; clientId: string; clientSecret: string; close: () => Promise<void> };
type StartProvider = (options: {
  host?: string;
  port?: number;
  redirectUris: string[];
}) => Promise<RunningProvider>;

const DEFAULT_APP_ORIGINS = ['http://127.0.0.1:18080', 'http://localhost:8080', 'http://127.0.0.1:8080'];

const port = Number(process.env.OIDC_DEV_PORT || 18090);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(`OIDC_DEV_PORT must be a port number, not "${process.env.OIDC_DEV_PORT}"`);
  process.exit(1);
}
const providerName = process.env.OIDC_DEV_PROVIDER_NAME || 'local';
const redirectUris = process.env.OIDC_DEV_REDIRECT_URIS
  ? process.env.OIDC_DEV_REDIRECT_URIS.split(',')
      .map((uri) => uri.trim())
      .filter(Boolean)
  : DEFAULT_APP_ORIGINS.map((origin) => `${origin}/app/auth/token?provider=${providerName}`);

// Loaded by URL: the provider lives with the server, whose node_modules hold `oidc-provider`.
const implementation = new URL('../server/test/support/oidc-provider.ts', import.meta.url).href;
const { startOidcProvider } = (await import(implementation)) as { startOidcProvider: StartProvider };

const provider = await startOidcProvider({ host: '127.0.0.1', port, redirectUris });
console.log(`OpenID provider ready: ${provider.issuer}`);
console.log(`  client id ${provider.clientId}, client secret ${provider.clientSecret}`);
console.log(`  redirect URIs: ${redirectUris.join(', ')}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void provider.close().finally(() => process.exit(0));
  });
}
