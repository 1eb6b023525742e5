import { containerName, REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@bc/api';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { remotesConfig } from './remotes-config.ts';

/** What each remote exposes: its whole area, as a bridge component (createBridgeComponent). */
export const AREA_EXPOSE = 'app';
const ATTEMPTS = 3;
const RETRY_DELAY_MS = 400;

let registration: Promise<RemotesConfig | null> | null = null;

/**
 * Reports every failed remote load with the remote and the phase that failed (manifest, script,
 * module), so that a broken deployment is visible in the console and in logs collectors; the shell's
 * error boundary then shows the area as unavailable.
 */
const reportFailures: ModuleFederationRuntimePlugin = {
  name: 'bc-report-remote-failures',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`Remote ${id} failed to load (${lifecycle})`, error);
    return undefined;
  },
};

/** Registers the four remotes from remotes.json, once, when the first area is opened. */
function registeredRemotes(): Promise<RemotesConfig | null> {
  registration ??= remotesConfig().then((config) => {
    if (config) {
      registerPlugins([reportFailures]);
      registerRemotes(REMOTE_NAMES.map((name) => ({ name: containerName(name), entry: config[name] })));
    }
    return config;
  });
  return registration;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Loads a remote's area module, retrying a few times: a redeploy or a flaky network should not
 * cost the user the section. Each retry re-registers the remote so that a failed manifest or
 * script is fetched again instead of served from the runtime's cache.
 */
export async function loadArea<T>(name: RemoteName): Promise<T> {
  const registered = await registeredRemotes();
  if (!registered) throw new Error('remotes.json could not be loaded');
  const entry = registered[name];
  let lastError: unknown;
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const module = await loadRemote<T>(`${containerName(name)}/${AREA_EXPOSE}`);
      if (module) return module;
      lastError = new Error(`Remote ${name} returned nothing`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < ATTEMPTS) {
      await sleep(RETRY_DELAY_MS * attempt);
      registerRemotes([{ name: containerName(name), entry }], { force: true });
    }
  }
  throw lastError;
}
