import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { describe, expect, it } from 'vitest';
import {
  createAppConfig,
  SHARED_LIBRARIES,
  SHARED_WORKSPACE_PACKAGES,
  sharedModules,
} from './rspack.base.ts';

const ROOT = import.meta.dirname;

function federationOptions(config: ReturnType<ReturnType<typeof createAppConfig>>) {
  const plugin = config.plugins?.find((each) => each instanceof ModuleFederationPlugin);
  if (!plugin) throw new Error('no module federation plugin');
  // The options the plugin was given (not part of its public type).
  return (plugin as unknown as { _options: Record<string, unknown> })._options;
}

describe('createAppConfig', () => {
  const remote = createAppConfig({
    dir: path.join(ROOT, 'remotes/stats-dashboard'),
    name: 'stats_dashboard',
    port: 3003,
    exposes: { './app': './src/app.tsx' },
    stableEntries: { embed: './src/embed.ts' },
  })(undefined, { mode: 'production' });
  const shell = createAppConfig({
    dir: path.join(ROOT, 'shell'),
    name: 'shell',
    port: 3000,
    publicPath: '/app/',
  })(undefined, { mode: 'production' });

  it('makes a remote expose its area with a manifest, resolving its public path at runtime', () => {
    const options = federationOptions(remote);
    expect(options.exposes).toEqual({ './app': './src/app.tsx' });
    expect(options.manifest).toBe(true);
    expect(remote.output?.publicPath).toBe('auto');
  });

  it('declares no remote in the shell: they come from remotes.json at runtime', () => {
    expect(federationOptions(shell).remotes).toEqual({});
    expect(shell.output?.publicPath).toBe('/app/');
  });

  it('keeps one offline remote from breaking start-up and opens no type server', () => {
    for (const config of [remote, shell]) {
      expect(federationOptions(config).shareStrategy).toBe('loaded-first');
      expect(federationOptions(config).dts).toBe(false);
    }
  });

  it('compiles the apps for browsers that run ES2022, not down to ES5', () => {
    for (const config of [remote, shell]) {
      const swc = config.module?.rules?.find(
        (rule) => rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader',
      );
      expect(swc && typeof swc === 'object' && swc.options).toMatchObject({ jsc: { target: 'es2022' } });
    }
  });

  it('builds the federation runtime for the browser only', () => {
    for (const config of [remote, shell]) {
      expect(federationOptions(config).experiments).toEqual({ optimization: { target: 'web' } });
    }
  });

  it('gives stable entries a stable file name and hashes the rest', () => {
    const filename = remote.output?.filename as (data: { chunk?: { name?: string } }) => string;
    expect(filename({ chunk: { name: 'embed' } })).toBe('[name].js');
    expect(filename({ chunk: { name: 'main' } })).toMatch(/contenthash/);
  });
});

describe('sharedModules', () => {
  const shared = sharedModules(path.join(ROOT, 'shell'));

  it('shares every singleton of the architecture with an explicit installed version', () => {
    for (const key of [...SHARED_LIBRARIES, ...SHARED_WORKSPACE_PACKAGES]) {
      expect(shared[key]?.singleton, key).toBe(true);
      expect(shared[key]?.version, key).toMatch(/^\d+\.\d+\.\d+/);
      expect(shared[key]?.requiredVersion, key).toBe(`^${shared[key]?.version}`);
    }
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining(['react', 'react/', 'react-dom/', '@bc/session']),
    );
  });
});
