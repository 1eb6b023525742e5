import type { RemotesConfig } from '@bc/api';

let pending: Promise<unknown> | null = null;

/**
 * Starts fetching remotes.json (remote name -> mf-manifest.json URL) at start-up. It is read at
 * every start, so a team can move its remote to another origin without rebuilding the shell. The
 * promise never rejects: a failure resolves to null and leaves every area unavailable.
 */
export function fetchRemotesConfig(url = '/app/remotes.json'): Promise<unknown> {
  pending = fetch(url, { cache: 'no-cache' })
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      console.error('Remotes are unavailable', error);
      return null;
    });
  return pending;
}

/**
 * The validated configuration. Validation (and the schema library behind it) waits until an area
 * is first opened, so the login page does not pay for it.
 */
export async function remotesConfig(): Promise<RemotesConfig | null> {
  const raw = await (pending ?? fetchRemotesConfig());
  if (raw === null) return null;
  const { remotesConfigSchema } = await import('@bc/api');
  const parsed = remotesConfigSchema.safeParse(raw);
  if (!parsed.success)
    console.error('remotes.json is not a valid remotes configuration', parsed.error.issues);
  return parsed.success ? parsed.data : null;
}
