import { APP_ORIGIN, EMBED_HOST_ORIGIN, remoteOrigin } from './ports.ts';

export interface EmbedCredentials {
  /** The access token (Authorization: Bearer). */
  token: string;
  /** The session token (X-BC-Token), when the embed is given one. */
  sessionToken?: string;
  /** The workspace uuid (X-WS), when the embed is given one. */
  workspace?: string | null;
}

/**
 * The partner page (e2e/fixtures/embed-host) on its own origin, told to load the stats embed with the API
 * base, the credentials and the area's page to open.
 */
export function embedUrl(credentials: EmbedCredentials, path?: string): string {
  const params = new URLSearchParams({
    embed: `${remoteOrigin('stats-dashboard')}/embed.js`,
    api: APP_ORIGIN,
    token: credentials.token,
  });
  if (credentials.sessionToken) params.set('sessionToken', credentials.sessionToken);
  if (credentials.workspace) params.set('workspace', credentials.workspace);
  if (path) params.set('path', path);
  return `${EMBED_HOST_ORIGIN}/?${params}`;
}
