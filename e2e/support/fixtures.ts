import { test as base, type Page } from '@playwright/test';
import { createSetUpUser, type SignedInAccount, useSession } from './accounts.ts';
import { RemoteServers } from './remote-servers.ts';

export { expect } from '@playwright/test';

export interface Fixtures {
  remotes: RemoteServers;
  /** A new verified user who has set up the account (workspace "Home", wallet "Bank"). */
  account: SignedInAccount;
  /** The page, signed in as `account`: admin pages open without the login page in between. */
  signedInPage: Page;
}

/** Every test runs with the four remotes served on their own origins, all up at its start. */
export const test = base.extend<Fixtures, { remoteServers: RemoteServers }>({
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
  account: async ({ request }, use) => {
    await use(await createSetUpUser(request));
  },
  signedInPage: async ({ page, account }, use) => {
    await useSession(page, account.session);
    await use(page);
  },
});
