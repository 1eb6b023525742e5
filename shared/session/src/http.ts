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
import { reportServedFromCache } from './offline-cache-state.ts';
import {
  connectOfflineQueue,
  type SendWrite,
  startOfflineQueue,
  tokenSubject,
  WriteNotSent,
  WriteRefused,
} from './offline-queue/index.ts';

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
  onServedFromCache: reportServedFromCache,
});

function baseUrl(): string {
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  return new URL(config.apiBase || '/', origin).toString();
}

/**
 * The one HTTP client: every request carries Authorization, X-BC-Token and X-WS; a token
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
          // A queued write names the workspace it was written in.
          if (workspace && !request.headers.has('X-WS')) request.headers.set('X-WS', workspace);
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
  if (typeof window !== 'undefined') {
    stopOfflineQueue?.();
    stopOfflineQueue = startOfflineQueue({ target: window });
  }
}

let stopOfflineQueue: (() => void) | null = null;

/** One write of the offline queue, with its Idempotency-Key; WriteNotSent when the server was never reached. */
const sendWrite: SendWrite = async ({ key, workspace, method, path, body }) => {
  let response: Response;
  try {
    response = await http()(path, {
      method,
      headers: { 'Idempotency-Key': key, ...(workspace ? { 'X-WS': workspace } : {}) },
      ...(body === null || body === undefined ? {} : { json: body }),
      throwHttpErrors: false,
    });
  } catch (error) {
    throw new WriteNotSent('The write did not reach the server', { cause: error });
  }
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  return { status: response.status, body: parsed };
};

connectOfflineQueue({
  send: sendWrite,
  isOnline: () => sessionStore.get(onlineAtom),
  canReplay: () =>
    sessionStore.get(onlineAtom) && Boolean(config.embedCredentials ?? sessionStore.get(accessTokenAtom)),
  currentUser: () => tokenSubject(config.embedCredentials?.token ?? sessionStore.get(accessTokenAtom)?.token),
});

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

const sessionEndListeners = new Set<() => void>();

/** Calls `listener` each time a session ends here: what it cached must go with it. */
export function onSessionEnd(listener: () => void): void {
  sessionEndListeners.add(listener);
}

/** Logout (or a session the server revoked): the session and every cached response go. */
export function endSession(): void {
  clearSession();
  offlineCache.clear();
  for (const listener of sessionEndListeners) listener();
}

/** The HTTP status of a failed request, or null when the server was never reached. */
export function httpStatus(error: unknown): number | null {
  if (error instanceof WriteRefused) return error.status;
  return error instanceof HTTPError ? error.response.status : null;
}
