import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, REPO_ROOT } from './config.ts';

const ROOT = '/srv/budget-control';

describe('parseConfig', () => {
  it('has working defaults: embedded database under the repo, any CORS origin, same-origin remotes', () => {
    expect(parseConfig({}, ROOT)).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: '/srv/budget-control/data',
      pgliteDir: '/srv/budget-control/data/pglite',
      logLevel: 'info',
      webRoot: ROOT,
      remotes: {
        entries: '/remotes/entries/mf-manifest.json',
        'budgets-goals': '/remotes/budgets-goals/mf-manifest.json',
        'stats-dashboard': '/remotes/stats-dashboard/mf-manifest.json',
        settings: '/remotes/settings/mf-manifest.json',
      },
      corsOrigins: '*',
      trustProxy: false,
      publicUrl: 'http://localhost:8080',
      authSecret: undefined,
      smtpUrl: undefined,
      mailFrom: 'Budget Control <no-reply@localhost>',
      oidcProviders: [],
      rateLimit: { perIp: 10, perAccount: 5, windowSeconds: 900 },
      auth: {
        accessTokenSeconds: 900,
        sessionSeconds: 30 * 24 * 3600,
        emailVerificationSeconds: 48 * 3600,
        passwordResetSeconds: 3600,
        oidcStateSeconds: 600,
      },
      budgetAlertsIntervalSeconds: 60,
      supportEmail: 'support@localhost',
      push: { vapidKeys: undefined, subject: 'mailto:support@localhost' },
      checkResponses: false,
    });
  });

  it('reads the support address and the VAPID keys and subject of push notifications', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    const config = parseConfig(
      {
        PUBLIC_URL: 'https://budget.example.com',
        VAPID_PUBLIC_KEY: publicKey,
        VAPID_PRIVATE_KEY: privateKey,
      },
      ROOT,
    );
    expect(config.supportEmail).toBe('support@budget.example.com');
    expect(config.push).toEqual({
      vapidKeys: { publicKey, privateKey },
      subject: 'mailto:support@budget.example.com',
    });
    const chosen = parseConfig(
      { SUPPORT_EMAIL: ' help@example.com ', VAPID_SUBJECT: 'https://budget.example.com/contact' },
      ROOT,
    );
    expect(chosen.supportEmail).toBe('help@example.com');
    expect(chosen.push).toEqual({ vapidKeys: undefined, subject: 'https://budget.example.com/contact' });
  });

  it('refuses half a VAPID key pair, a malformed key or subject, without echoing the private key', () => {
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}` }, ROOT)).toThrow(
      /set both \(a key pair\) or neither/,
    );
    let caught: unknown;
    try {
      parseConfig(
        {
          SUPPORT_EMAIL: 'nobody',
          VAPID_PUBLIC_KEY: 'short',
          VAPID_PRIVATE_KEY: 'secret-private-key',
          VAPID_SUBJECT: 'http://example.com',
        },
        ROOT,
      );
    } catch (error) {
      caught = error;
    }
    const message = (caught as Error).message;
    for (const name of ['SUPPORT_EMAIL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT']) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('secret-private-key');
  });

  it('reads how often budget alerts are checked, in seconds', () => {
    expect(parseConfig({ BUDGET_ALERTS_INTERVAL_SECONDS: '5' }, ROOT).budgetAlertsIntervalSeconds).toBe(5);
    expect(() => parseConfig({ BUDGET_ALERTS_INTERVAL_SECONDS: '0' }, ROOT)).toThrow(
      /BUDGET_ALERTS_INTERVAL_SECONDS/,
    );
  });

  it('defaults PUBLIC_URL to localhost on PORT, and drops a trailing slash', () => {
    expect(parseConfig({ PORT: '9000' }, ROOT).publicUrl).toBe('http://localhost:9000');
    const config = parseConfig({ PUBLIC_URL: 'https://budget.example.com/' }, ROOT);
    expect(config.publicUrl).toBe('https://budget.example.com');
    expect(config.mailFrom).toBe('Budget Control <no-reply@budget.example.com>');
  });

  it('reads mail, secret and rate limit settings', () => {
    const config = parseConfig(
      {
        SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
        MAIL_FROM: 'Budget <budget@example.com>',
        AUTH_SECRET: 'x'.repeat(40),
        RATE_LIMIT_PER_IP: '20',
        RATE_LIMIT_PER_ACCOUNT: '3',
        RATE_LIMIT_WINDOW_SECONDS: '60',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtps://mailer:pw@smtp.example.com:465',
      mailFrom: 'Budget <budget@example.com>',
      authSecret: 'x'.repeat(40),
      rateLimit: { perIp: 20, perAccount: 3, windowSeconds: 60 },
    });
  });

  it('reads OpenID Connect providers, each from its own variables', () => {
    const config = parseConfig(
      {
        OIDC_PROVIDERS: 'Google, local',
        OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
        OIDC_GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
        OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
        OIDC_LOCAL_ISSUER: 'http://127.0.0.1:18090',
        OIDC_LOCAL_CLIENT_ID: 'budget-control',
        OIDC_LOCAL_CLIENT_SECRET: 'l-secret',
        OIDC_LOCAL_LABEL: 'Dev provider',
      },
      ROOT,
    );
    expect(config.oidcProviders).toEqual([
      {
        name: 'google',
        label: 'Google',
        issuer: 'https://accounts.google.com',
        clientId: 'id.apps.googleusercontent.com',
        clientSecret: 'g-secret',
      },
      {
        name: 'local',
        label: 'Dev provider',
        issuer: 'http://127.0.0.1:18090',
        clientId: 'budget-control',
        clientSecret: 'l-secret',
      },
    ]);
  });

  it('reports every problem of the auth and mail variables, without echoing a secret', () => {
    let caught: unknown;
    try {
      parseConfig(
        {
          PUBLIC_URL: 'ftp://x',
          SMTP_URL: 'http://user:smtp-pass@host',
          AUTH_SECRET: 'too-short-secret',
          MAIL_FROM: 'nobody',
          RATE_LIMIT_PER_IP: '0',
          OIDC_PROVIDERS: 'good,bad-name,token,plain',
          OIDC_GOOD_ISSUER: 'https://id.example.com',
          OIDC_GOOD_CLIENT_ID: 'id',
          OIDC_PLAIN_ISSUER: 'http://id.example.com',
          OIDC_PLAIN_CLIENT_ID: 'id',
          OIDC_PLAIN_CLIENT_SECRET: 'plain-secret',
        },
        ROOT,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    for (const name of [
      'PUBLIC_URL',
      'SMTP_URL',
      'AUTH_SECRET',
      'MAIL_FROM',
      'RATE_LIMIT_PER_IP',
      'OIDC_PROVIDERS',
      'OIDC_GOOD_CLIENT_SECRET',
      'OIDC_PLAIN_ISSUER: must use https',
    ]) {
      expect(message).toContain(name);
    }
    for (const secret of ['smtp-pass', 'too-short-secret', 'plain-secret'])
      expect(message).not.toContain(secret);
  });

  it('needs the variables of every provider listed, even when the rest is fine', () => {
    expect(() => parseConfig({ OIDC_PROVIDERS: 'google' }, ROOT)).toThrow(/OIDC_GOOGLE_ISSUER/);
  });

  it('defaults the repo root to the folder holding server/', () => {
    expect(existsSync(path.join(REPO_ROOT, 'server', 'package.json'))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, 'pnpm-workspace.yaml'))).toBe(true);
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://app:pw@db.internal:5432/budget',
        DATA_DIR: '/var/lib/bc',
        LOG_LEVEL: 'WARN',
        WEB_ROOT: 'public',
        REMOTE_ENTRIES_URL: 'https://entries.example.com/mf-manifest.json',
        REMOTE_BUDGETS_GOALS_URL: 'http://localhost:4175/mf-manifest.json',
        CORS_ORIGINS: 'https://a.example.com, http://localhost:4173',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://app:pw@db.internal:5432/budget',
      dataDir: '/var/lib/bc',
      pgliteDir: '/var/lib/bc/pglite',
      logLevel: 'warn',
      webRoot: '/srv/budget-control/public',
      corsOrigins: ['https://a.example.com', 'http://localhost:4173'],
    });
    expect(config.remotes.entries).toBe('https://entries.example.com/mf-manifest.json');
    expect(config.remotes['budgets-goals']).toBe('http://localhost:4175/mf-manifest.json');
    expect(config.remotes.settings).toBe('/remotes/settings/mf-manifest.json');
  });

  it('treats empty variables as unset', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: '  ', CORS_ORIGINS: '' }, ROOT);
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.corsOrigins).toBe('*');
  });

  it('reads TRUST_PROXY as none by default, true, a hop count or addresses, and refuses anything else', () => {
    expect(parseConfig({}, ROOT).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'true' }, ROOT).trustProxy).toBe(true);
    const twoHops = parseConfig({ TRUST_PROXY: '2' }, ROOT).trustProxy as (a: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, ROOT).trustProxy).toBe(
      '10.0.0.0/8, 127.0.0.1',
    );
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' }, ROOT)).toThrow(/TRUST_PROXY/);
  });

  it('lets * in CORS_ORIGINS mean any origin', () => {
    expect(parseConfig({ CORS_ORIGINS: 'https://a.example.com,*' }, ROOT).corsOrigins).toBe('*');
  });

  it('reports every bad variable at once, without echoing a secret', () => {
    let caught: unknown;
    try {
      parseConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://root:hunter2@db/x',
          LOG_LEVEL: 'loud',
          REMOTE_SETTINGS_URL: 'ftp://x/mf.json',
          CORS_ORIGINS: 'https://a.example.com/path',
        },
        ROOT,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as Error).message;
    for (const name of ['PORT', 'DATABASE_URL', 'LOG_LEVEL', 'REMOTE_SETTINGS_URL', 'CORS_ORIGINS']) {
      expect(message).toContain(name);
    }
    expect(message).not.toContain('hunter2');
  });

  it('rejects a port out of range', () => {
    expect(() => parseConfig({ PORT: '70000' }, ROOT)).toThrow(ConfigError);
  });
});
