import type { RemoteName } from '@bc/api';

/**
 * Every e2e origin is its own port: the shell and API on one, each remote and the embed host apart. They are
 * the eleven ports from E2E_PORT_BASE (18080 unless told), so two runs on one machine can keep apart; a port
 * another program holds makes Playwright's web server start fail with that port named.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE || 18080);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65_000) {
  throw new Error(
    `E2E_PORT_BASE must be a port number from 1024 to 65000, not "${process.env.E2E_PORT_BASE}"`,
  );
}
export const API_PORT = PORT_BASE;
export const EMBED_HOST_PORT = PORT_BASE + 5;
/** The local OpenID Connect provider (scripts/oidc-dev-provider.ts). */
export const OIDC_PORT = PORT_BASE + 10;
export const REMOTE_PORTS: Record<RemoteName, number> = {
  entries: PORT_BASE + 1,
  'budgets-goals': PORT_BASE + 2,
  'stats-dashboard': PORT_BASE + 3,
  settings: PORT_BASE + 4,
};

// localhost, not 127.0.0.1: a browser refuses passkeys (WebAuthn) on an IP address, and the relying party is
// PUBLIC_URL's host; localhost is a secure context as 127.0.0.1 is.
export const APP_ORIGIN = `http://localhost:${API_PORT}`;
export const EMBED_HOST_ORIGIN = `http://127.0.0.1:${EMBED_HOST_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const remoteOrigin = (name: RemoteName) => `http://127.0.0.1:${REMOTE_PORTS[name]}`;
