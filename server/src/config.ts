import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig } from '@bc/api';
import { z } from 'zod';

const REMOTE_ENV: Record<RemoteName, string> = {
  entries: 'REMOTE_ENTRIES_URL',
  'budgets-goals': 'REMOTE_BUDGETS_GOALS_URL',
  'stats-dashboard': 'REMOTE_STATS_DASHBOARD_URL',
  settings: 'REMOTE_SETTINGS_URL',
};

// Resolved from this file rather than the cwd: `pnpm --filter @bc/server start` runs inside server/.
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type Config = {
  port: number;
  host: string;
  /** Undefined means the embedded PGlite engine. Holds a password: never log it. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  logLevel: (typeof LOG_LEVELS)[number];
  webRoot: string;
  /** Served as /app/remotes.json. */
  remotes: RemotesConfig;
  /** '*' allows any origin (auth travels in headers, never cookies). */
  corsOrigins: '*' | string[];
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyAsUndefined, z.string().trim().optional());

// Same-origin paths are fine too: the shell resolves them against its own location.
const manifestUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .trim()
    .refine((value) => value.startsWith('/') || URL.canParse(value), {
      message: 'must be an absolute URL (https://...) or a path starting with /',
    })
    .refine((value) => value.startsWith('/') || /^https?:$/.test(new URL(value).protocol), {
      message: 'must use http or https',
    })
    .optional(),
);

const envSchema = z.object({
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a port number (0-65535)' })
      .int('must be a port number (0-65535)')
      .min(0, 'must be a port number (0-65535)')
      .max(65_535, 'must be a port number (0-65535)')
      .default(8080),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().trim().min(1).default('127.0.0.1')),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => /^postgres(ql)?:\/\/./.test(value) && URL.canParse(value), {
        // The value may hold a password, so the message never repeats it.
        message: 'must be a postgres:// or postgresql:// URL (unset it to use the embedded database)',
      })
      .optional(),
  ),
  DATA_DIR: optionalString,
  LOG_LEVEL: z.preprocess(
    (value) => (typeof value === 'string' ? emptyAsUndefined(value.toLowerCase()) : value),
    z.enum(LOG_LEVELS).default('info'),
  ),
  WEB_ROOT: optionalString,
  REMOTE_ENTRIES_URL: manifestUrl,
  REMOTE_BUDGETS_GOALS_URL: manifestUrl,
  REMOTE_STATS_DASHBOARD_URL: manifestUrl,
  REMOTE_SETTINGS_URL: manifestUrl,
  CORS_ORIGINS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) => (value === undefined ? [] : value.split(',').map((item) => item.trim())))
      .pipe(
        z.array(
          z.union([
            z.literal('*'),
            z.string().refine((origin) => URL.canParse(origin) && new URL(origin).origin === origin, {
              message: 'each origin must look like https://example.com (scheme, host, optional port)',
            }),
          ]),
        ),
      ),
  ),
});

type Env = Record<string, string | undefined>;

/** Pure: reads only `env`, so tests pass their own. Throws ConfigError listing every bad variable. */
export function parseConfig(env: Env, repoRoot: string = REPO_ROOT): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const dataDir = path.resolve(repoRoot, values.DATA_DIR ?? 'data');
  const origins = values.CORS_ORIGINS.filter((origin) => origin !== '');
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name) => {
      const fromEnv = values[REMOTE_ENV[name] as keyof typeof values] as string | undefined;
      return [name, fromEnv ?? `/remotes/${name}/mf-manifest.json`];
    }),
  ) as RemotesConfig;

  return {
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    logLevel: values.LOG_LEVEL,
    webRoot: path.resolve(repoRoot, values.WEB_ROOT ?? '.'),
    remotes,
    corsOrigins: origins.length === 0 || origins.includes('*') ? '*' : origins,
  };
}
