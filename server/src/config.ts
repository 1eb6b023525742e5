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
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (rate limits, logs): false (none),
   * true (any), a hop count, or addresses/CIDRs. Behind a reverse proxy, unset means one shared IP.
   */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Where people reach the app, no trailing slash: links in e-mails and OpenID redirect URIs. */
  publicUrl: string;
  /** Overrides the HS256 signing secret kept in PostgreSQL. A secret: never log it. */
  authSecret: string | undefined;
  /** smtp(s)://user:pass@host:port; undefined = write mails to <dataDir>/outbox. Holds a password. */
  smtpUrl: string | undefined;
  /** The From of every mail. */
  mailFrom: string;
  oidcProviders: OidcProviderConfig[];
  rateLimit: RateLimitConfig;
  /** Lifetimes in seconds; not in the environment, tests inject shorter ones. */
  auth: AuthLifetimes;
  /** How often the budget alerts job looks for thresholds crossed. */
  budgetAlertsIntervalSeconds: number;
  /** Where assistance messages go. */
  supportEmail: string;
  push: PushConfig;
  /**
   * Every answer checked against its zod schema as well (see http/response-serializer.ts). Not in the
   * environment: the test servers turn it on.
   */
  checkResponses: boolean;
};

export type PushConfig = {
  /**
   * The VAPID key pair (base64url) from the environment; undefined = one generated on first start and kept
   * in PostgreSQL. The private key is a secret: never log it.
   */
  vapidKeys: { publicKey: string; privateKey: string } | undefined;
  /** How push services can reach the operator: a mailto: or https: URL. */
  subject: string;
};

export type OidcProviderConfig = {
  /** Lower-case name used in URLs (`/api/auth/authenticate/google`). */
  name: string;
  label: string;
  issuer: string;
  clientId: string;
  /** A secret: never log it. */
  clientSecret: string;
};

export type RateLimitConfig = {
  /** Attempts per window per client IP and route. */
  perIp: number;
  /** Attempts per window per e-mail address and route. */
  perAccount: number;
  windowSeconds: number;
};

export type AuthLifetimes = {
  accessTokenSeconds: number;
  sessionSeconds: number;
  emailVerificationSeconds: number;
  passwordResetSeconds: number;
  oidcStateSeconds: number;
};

export const DEFAULT_AUTH_LIFETIMES: AuthLifetimes = {
  accessTokenSeconds: 15 * 60,
  sessionSeconds: 30 * 24 * 60 * 60,
  emailVerificationSeconds: 48 * 60 * 60,
  passwordResetSeconds: 60 * 60,
  oidcStateSeconds: 10 * 60,
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

const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);

const positiveInt = (fallback: number) =>
  z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number above 0' })
      .int('must be a whole number above 0')
      .min(1, 'must be a whole number above 0')
      .max(1_000_000_000, 'is too large')
      .default(fallback),
  );

// base64url without padding, as `npx web-push generate-vapid-keys` prints it.
const vapidKey = (bytes: number, what: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), {
        // The private key is a secret: the message never repeats the value.
        message: `must be the base64url ${what} (${bytes} bytes), e.g. from npx web-push generate-vapid-keys`,
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
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^(true|false|\d+|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/, {
        message: 'use true, false, a hop count, or comma-separated addresses / CIDR ranges',
      })
      .default('false'),
  ),
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
  BUDGET_ALERTS_INTERVAL_SECONDS: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a number of seconds (1-86400)' })
      .int('must be a number of seconds (1-86400)')
      .min(1, 'must be a number of seconds (1-86400)')
      .max(86_400, 'must be a number of seconds (1-86400)')
      .default(60),
  ),
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
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http(s) URL such as https://budget.example.com',
      })
      .refine((value) => !URL.canParse(value) || (!new URL(value).search && !new URL(value).hash), {
        message: 'must not have a query or a fragment',
      })
      .optional(),
  ),
  AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    // The message never repeats the value: it is a secret.
    z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => /^smtps?:\/\/./.test(value) && URL.canParse(value), {
        message: 'must be an smtp:// or smtps:// URL (unset it to write mails to the outbox)',
      })
      .optional(),
  ),
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .max(254)
      .regex(/^([^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/, {
        message: 'must be an address, e.g. no-reply@example.com or "Budget Control <no-reply@example.com>"',
      })
      .optional(),
  ),
  OIDC_PROVIDERS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        value === undefined
          ? []
          : value
              .split(',')
              .map((name) => name.trim().toLowerCase())
              .filter((name) => name !== ''),
      )
      .pipe(
        z.array(
          z
            .string()
            .regex(/^[a-z][a-z0-9_]{0,31}$/, {
              message: 'each name must be letters, digits or _ (starting with a letter)',
            })
            .refine((name) => name !== 'token', { message: '"token" is reserved' }),
        ),
      ),
  ),
  SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .pipe(z.email('must be an e-mail address, e.g. support@example.com').max(254))
      .optional(),
  ),
  VAPID_PUBLIC_KEY: vapidKey(65, 'P-256 public key'),
  VAPID_PRIVATE_KEY: vapidKey(32, 'P-256 private key'),
  VAPID_SUBJECT: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => URL.canParse(value) && ['mailto:', 'https:'].includes(new URL(value).protocol), {
        message: 'must be a mailto: or https: URL, e.g. mailto:support@example.com',
      })
      .optional(),
  ),
  RATE_LIMIT_PER_IP: positiveInt(10),
  RATE_LIMIT_PER_ACCOUNT: positiveInt(5),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(15 * 60),
});

type Env = Record<string, string | undefined>;

function trustProxyOption(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (!/^\d+$/.test(value)) return value;
  // A hop count: the client is the address that many proxies back (proxy-addr's numeric rule).
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}

/**
 * `OIDC_<NAME>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET` and optional `_LABEL` for each listed name.
 * Problems are returned as lines so they are reported with every other bad variable.
 */
function parseOidcProviders(
  names: string[],
  env: Env,
): { providers: OidcProviderConfig[]; problems: string[] } {
  const providers: OidcProviderConfig[] = [];
  const problems: string[] = [];
  const read = (key: string) => {
    const value = env[key]?.trim();
    return value ? value : undefined;
  };
  for (const name of new Set(names)) {
    const prefix = `OIDC_${name.toUpperCase()}_`;
    const issuer = read(`${prefix}ISSUER`);
    const clientId = read(`${prefix}CLIENT_ID`);
    const clientSecret = read(`${prefix}CLIENT_SECRET`);
    const label = read(`${prefix}LABEL`) ?? name.charAt(0).toUpperCase() + name.slice(1);
    if (!issuer) {
      problems.push(`  ${prefix}ISSUER: required for the provider "${name}" listed in OIDC_PROVIDERS`);
    } else if (!URL.canParse(issuer)) {
      problems.push(`  ${prefix}ISSUER: must be the issuer URL (https://accounts.google.com)`);
    } else {
      const url = new URL(issuer);
      // Plain http only for a provider on this machine (development, tests).
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
        problems.push(`  ${prefix}ISSUER: must use https (http only on localhost / 127.0.0.1)`);
      }
    }
    if (!clientId) problems.push(`  ${prefix}CLIENT_ID: required for the provider "${name}"`);
    // Never echo the value.
    if (!clientSecret) problems.push(`  ${prefix}CLIENT_SECRET: required for the provider "${name}"`);
    if (issuer && clientId && clientSecret) providers.push({ name, label, issuer, clientId, clientSecret });
  }
  return { providers, problems };
}

/** Pure: reads only `env`, so tests pass their own. Throws ConfigError listing every bad variable. */
export function parseConfig(env: Env, repoRoot: string = REPO_ROOT): Config {
  const result = envSchema.safeParse(env);
  const lines = result.success
    ? []
    : result.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
  // Each well-formed name is checked on its own, so one bad name does not hide the others' problems.
  const names = (env.OIDC_PROVIDERS ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => envSchema.shape.OIDC_PROVIDERS.safeParse(name).success && name !== '');
  const oidc = parseOidcProviders(names, env);
  lines.push(...oidc.problems);
  if (result.success && !result.data.VAPID_PUBLIC_KEY !== !result.data.VAPID_PRIVATE_KEY) {
    lines.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (a key pair) or neither');
  }
  if (!result.success || lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  const publicUrl = (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(repoRoot, values.DATA_DIR ?? 'data');
  const origins = values.CORS_ORIGINS.filter((origin) => origin !== '');
  const host = new URL(publicUrl).hostname;
  const supportEmail = values.SUPPORT_EMAIL ?? `support@${host}`;
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
    trustProxy: trustProxyOption(values.TRUST_PROXY),
    publicUrl,
    authSecret: values.AUTH_SECRET,
    smtpUrl: values.SMTP_URL,
    mailFrom: values.MAIL_FROM ?? `Budget Control <no-reply@${host}>`,
    oidcProviders: oidc.providers,
    rateLimit: {
      perIp: values.RATE_LIMIT_PER_IP,
      perAccount: values.RATE_LIMIT_PER_ACCOUNT,
      windowSeconds: values.RATE_LIMIT_WINDOW_SECONDS,
    },
    auth: { ...DEFAULT_AUTH_LIFETIMES },
    budgetAlertsIntervalSeconds: values.BUDGET_ALERTS_INTERVAL_SECONDS,
    supportEmail,
    push: {
      vapidKeys:
        values.VAPID_PUBLIC_KEY && values.VAPID_PRIVATE_KEY
          ? { publicKey: values.VAPID_PUBLIC_KEY, privateKey: values.VAPID_PRIVATE_KEY }
          : undefined,
      subject: values.VAPID_SUBJECT ?? `mailto:${supportEmail}`,
    },
    checkResponses: false,
  };
}
