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
    });
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
