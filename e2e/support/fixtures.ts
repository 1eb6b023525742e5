import { test as base } from '@playwright/test';
import { RemoteServers } from './remote-servers.ts';

export { expect } from '@playwright/test';

/** Every test runs with the four remotes served on their own origins, all up at its start. */
export const test = base.extend<{ remotes: RemoteServers }, { remoteServers: RemoteServers }>({
  remoteServers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies this way
    async ({}, use) => {
      const servers = new RemoteServers();
      await servers.startAll();
      await use(servers);
      await servers.closeAll();
    },
    { scope: 'worker', auto: true },
  ],
  remotes: async ({ remoteServers }, use) => {
    await remoteServers.startAll();
    await use(remoteServers);
    await remoteServers.startAll();
  },
});
