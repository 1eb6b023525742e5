import type { RemoteName } from '@bc/api';

/** Every e2e origin is its own port: the shell and API on one, each remote and the embed host apart. */
export const API_PORT = 18080;
export const EMBED_HOST_PORT = 18085;
/** The local OpenID Connect provider (scripts/oidc-dev-provider.ts). */
export const OIDC_PORT = 18090;
export const REMOTE_PORTS: Record<RemoteName, number> = {
  entries: 18081,
  'budgets-goals': 18082,
  'stats-dashboard': 18083,
  settings: 18084,
};

export const APP_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const EMBED_HOST_ORIGIN = `http://127.0.0.1:${EMBED_HOST_PORT}`;
export const OIDC_ISSUER = `http://127.0.0.1:${OIDC_PORT}`;
export const remoteOrigin = (name: RemoteName) => `http://127.0.0.1:${REMOTE_PORTS[name]}`;
