import { type RemotesConfig, remotesConfigSchema } from '@bc/api';

/**
 * Fetches and validates remotes.json (remote name -> mf-manifest.json URL). It is read at every
 * start, so a team can move its remote to another origin without rebuilding the shell.
 */
export async function loadRemotesConfig(url = '/app/remotes.json'): Promise<RemotesConfig | null> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const parsed = remotesConfigSchema.safeParse(await response.json());
    if (!parsed.success) throw new Error(`${url} is not a valid remotes configuration`);
    return parsed.data;
  } catch (error) {
    console.error('Remotes are unavailable', error);
    return null;
  }
}
