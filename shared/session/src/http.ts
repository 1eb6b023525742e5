import ky, { HTTPError, type KyInstance } from 'ky';
import {
  accessTokenAtom,
  clearSession,
  onlineAtom,
  sessionStore,
  sessionTokenAtom,
  workspaceAtom,
} from './atoms.ts';
import { createCachingFetch } from './offline-cache.ts';

export interface HttpConfig {
  /** Origin (and path) of the API server; '' means the page's own origin. */
  apiBase: string;
  /** Called after a 401 has cleared the session (the shell goes to the login page). */
  onUnauthorized: () => void;
  /**
   * Credentials given by an embedding page. They are used instead of the stored session and never
   * written to storage: the embedding origin's localStorage is not ours.
   */
  embedCredentials: EmbedCredentials | null;
}

export interface EmbedCredentials {
  token: string;
  /** The session token (X-BC-Token): what GET api/auth/user-info answers in `token`. */
  sessionToken?: string;
  workspace?: string;
}

const config: HttpConfig = { apiBase: '', onUnauthorized: () => {}, embedCredentials: null };

const offlineCache = createCachingFetch({
  fetch: (input, init) => globalThis.fetch(input, init),
  partition: () => sessionStore.get(workspaceAtom) ?? '-',
  isOnline: () => sessionStore.get(onlineAtom),
  storage: typeof localStorage === 'undefined' ? null : localStorage,
});

function baseUrl(): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(config.apiBase || '/', origin).toString();
}

/**
 * The one HTTP client (SPEC §7): every request carries Authorization, X-BC-Token and X-WS; a token
 * in a response's Authorization header replaces the stored one; a 401 clears the session.
 */
function createClient(): KyInstance {
  return ky.create({
    baseUrl: baseUrl(),
    fetch: offlineCache.fetch,
    retry: 0,
    timeout: 30_000,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const embed = config.embedCredentials;
          const access = embed ? embed.token : sessionStore.get(accessTokenAtom)?.token;
          const session = embed ? embed.sessionToken : sessionStore.get(sessionTokenAtom);
          const workspace = embed ? embed.workspace : sessionStore.get(workspaceAtom);
          if (access) request.headers.set('Authorization', `Bearer ${access}`);
          if (session) request.headers.set('X-BC-Token', session);
          if (workspace) request.headers.set('X-WS', workspace);
        },
      ],
      afterResponse: [
        ({ response }) => {
          const refreshed = response.headers.get('Authorization')?.replace(/^Bearer\s+/i, '');
          if (refreshed && config.embedCredentials) config.embedCredentials.token = refreshed;
          else if (refreshed) sessionStore.set(accessTokenAtom, { token: refreshed, storedAt: Date.now() });
          if (response.status === 401) {
            clearSession();
            offlineCache.clear();
            config.onUnauthorized();
          }
        },
      ],
    },
  });
}

let client: KyInstance | null = null;

/** The client, created on first use with the configured API base. Paths are relative: `api/health`. */
export function http(): KyInstance {
  client ??= createClient();
  return client;
}

/** Sets where the API lives and what a 401 does; the shell (or an embed) calls it once at start. */
export function configureHttp(next: Partial<HttpConfig>): void {
  Object.assign(config, next);
  client = null;
}

export function apiBase(): string {
  return config.apiBase;
}

/**
 * Keeps the session token (X-BC-Token) that GET api/auth/user-info and the finalize call answer, and the
 * workspace it is bound to (X-WS) when there is one. Every later request sends them; an embed keeps them
 * in memory with the rest of its credentials.
 */
export function storeSessionToken(token: string, workspace: string | null): void {
  const embed = config.embedCredentials;
  if (embed) {
    embed.sessionToken = token;
    if (workspace) embed.workspace = workspace;
    return;
  }
  sessionStore.set(sessionTokenAtom, token);
  if (workspace) sessionStore.set(workspaceAtom, workspace);
}

/** Logout: the session and every cached response go. */
export function endSession(): void {
  clearSession();
  offlineCache.clear();
}

/** The HTTP status of a failed request, or null when the server was never reached. */
export function httpStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}
