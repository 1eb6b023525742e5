// The original Budget Control client's HTTP layer, rebuilt for the contract suite: one instance whose
// request interceptor sets three headers on every call, public ones included, and whose response
// interceptor adopts a bearer from any 2xx `Authorization` header.
//   Authorization: `Bearer ${token}`  -> literally `Bearer undefined` before login
//   X-BC-Token: `${bcToken}`          -> literally `undefined` before the first user-info
//   X-WS: current workspace uuid      -> only when one is set; the 401 handler never clears it (stale)
// It keeps what the client keeps (its auth store and app settings) so a test can replay the client's
// sequences: login, user-info, finalize, dashboard boot, workspace switch.
import type { TestServer } from './test-server.ts';

export type Reply<T = unknown> = { status: number; body: T; headers: Headers };

export class OriginalClient {
  /** The auth store: access token (from login) and X-BC-Token (from user-info or finalize). */
  token: string | undefined;
  bcToken: string | undefined;
  /** app-settings `current_ws`: survives a 401 and logout-less reloads. */
  currentWs: { uuid: string } | undefined;

  private readonly server: TestServer;

  constructor(server: TestServer) {
    this.server = server;
  }

  headers(): Record<string, string> {
    const headers: Record<string, string> = {
      Authorization: `Bearer ${this.token}`,
      'X-BC-Token': `${this.bcToken}`,
      Accept: 'application/json, text/plain, */*',
    };
    if (this.currentWs) headers['X-WS'] = this.currentWs.uuid;
    return headers;
  }

  async call<T = unknown>(method: string, path: string, body?: unknown): Promise<Reply<T>> {
    const headers = this.headers();
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${this.server.baseUrl}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const reply = {
      status: response.status,
      body: (text ? JSON.parse(text) : '') as T,
      headers: response.headers,
    };
    if (response.ok) {
      const refreshed = response.headers.get('authorization');
      if (refreshed) this.token = refreshed.replace('Bearer ', '');
    } else if (response.status === 401) {
      // api.service.ts: only the auth store is reset; app-settings (and so X-WS) stay.
      this.token = undefined;
      this.bcToken = undefined;
    }
    return reply;
  }

  get<T = unknown>(path: string) {
    return this.call<T>('GET', path);
  }

  post<T = unknown>(path: string, body: unknown) {
    return this.call<T>('POST', path, body);
  }

  put<T = unknown>(path: string, body: unknown) {
    return this.call<T>('PUT', path, body);
  }

  delete<T = unknown>(path: string) {
    return this.call<T>('DELETE', path);
  }

  /** Login.vue: authenticate, keep the token and `workspaces[0]` as the current workspace. */
  async login(email: string, password: string) {
    const reply = await this.post<{ token: string; workspaces: { uuid: string; name: string }[] }>(
      '/api/auth/authenticate',
      { email, password },
    );
    if (reply.status === 200) {
      this.token = reply.body.token;
      this.currentWs = reply.body.workspaces[0];
    }
    return reply;
  }

  /** auth.service.ts userInfo: `token` becomes the X-BC-Token. */
  async userInfo() {
    const reply = await this.get<{ token: string; userInfo: Record<string, unknown> }>('/api/auth/user-info');
    if (reply.status === 200) this.bcToken = reply.body.token;
    return reply;
  }
}
