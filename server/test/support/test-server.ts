import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type App, buildApp } from '../../src/app.ts';
import { type Config, parseConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { openTestDatabase } from './test-database.ts';

export type TestServer = {
  baseUrl: string;
  db: Database;
  app: App;
  config: Config;
  /** Where this server writes its mails (a fresh DATA_DIR per server). */
  outboxDir: string;
  close: () => Promise<void>;
};

export type TestServerOptions = {
  /** Extra environment for parseConfig (WEB_ROOT, REMOTE_*_URL, CORS_ORIGINS...). */
  env?: Record<string, string>;
  /** Changes what parseConfig made, e.g. shorter token lifetimes (they are not environment variables). */
  config?: (config: Config) => Config;
  /** A pino logger to capture what the server logs. */
  logger?: FastifyBaseLogger;
  /** Runs before the app is ready, e.g. to add a route only a test needs. */
  configure?: (app: App) => void | Promise<void>;
};

// Every test request comes from 127.0.0.1: the real limits would trip over each other. The rate
// limit tests pass their own (or empty values, for the defaults).
const GENEROUS_RATE_LIMITS = { RATE_LIMIT_PER_IP: '1000000', RATE_LIMIT_PER_ACCOUNT: '1000000' };

/** The real server on 127.0.0.1 and a free port, against a fresh migrated database of this run's kind. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const testDb = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bc-test-data-'));
  const cleanUp = async () => {
    await testDb.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(testDb.db);
    const parsed = parseConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...GENEROUS_RATE_LIMITS,
      ...options.env,
    });
    // Every answer of a test server is checked against its schema (http/response-serializer.ts).
    const checked = { ...parsed, checkResponses: true };
    const config = options.config ? options.config(checked) : checked;
    const app = await buildApp({
      config,
      db: testDb.db,
      ...(options.logger ? { logger: options.logger } : {}),
    });
    await options.configure?.(app);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('The test server has no TCP address');
    return {
      baseUrl: `http://127.0.0.1:${address.port}`,
      db: testDb.db,
      app,
      config,
      outboxDir: path.join(config.dataDir, 'outbox'),
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
