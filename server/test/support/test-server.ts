import { type App, buildApp } from '../../src/app.ts';
import { parseConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openTestDatabase } from './test-database.ts';

export type TestServer = {
  baseUrl: string;
  db: Database;
  app: App;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** Extra environment for parseConfig (WEB_ROOT, REMOTE_*_URL, CORS_ORIGINS...). */
  env?: Record<string, string>;
  /** Runs before the app is ready, e.g. to add a route only a test needs. */
  configure?: (app: App) => void | Promise<void>;
};

/** The real server on 127.0.0.1 and a free port, against a fresh migrated database of this run's kind. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = await openTestDatabase();
  try {
    await migrate(testDb.db);
    const config = parseConfig({ LOG_LEVEL: 'silent', ...options.env });
    const app = await buildApp({ config, db: testDb.db });
    await options.configure?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      db: testDb.db,
      app,
      close: async () => {
        await app.close();
        await testDb.drop();
      },
    };
  } catch (error) {
    await testDb.drop();
    throw error;
  }
}
