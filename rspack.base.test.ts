import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { rspack } from '@rspack/core';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  createAppConfig,
  federationRuntimeAsEsModules,
  PrecompressPlugin,
  SHARED_LIBRARIES,
  SHARED_SUBSETS,
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

  it('builds the federation runtime from its ES modules, not from the CommonJS files the plugin picks', () => {
    const aliases = federationRuntimeAsEsModules();
    expect(Object.keys(aliases)).toEqual([
      expect.stringMatching(/webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/),
      '@module-federation/runtime',
    ]);
    for (const file of Object.values(aliases)) {
      expect(file).toMatch(/\.m?js$/);
      expect(existsSync(file), file).toBe(true);
    }
    for (const config of [remote, shell]) expect(config.resolve?.alias).toEqual(aliases);
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

/** The source files the apps are built from (what module federation serves the shared modules to). */
function appSources(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (['node_modules', 'dist', '.tsbuild'].includes(entry.name)) return [];
      const top = path.relative(ROOT, full).split(path.sep)[0];
      return dir !== ROOT || ['shell', 'remotes', 'shared'].includes(top ?? '') ? appSources(full) : [];
    }
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/**
 * The values `file` takes from `pkg`: named imports and re-exports (types excluded), `*` for a whole
 * namespace, a default import or a dynamic import.
 */
function valuesImported(file: string, pkg: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    const fromPkg =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier) &&
      node.moduleSpecifier.text === pkg;
    if (fromPkg && ts.isImportDeclaration(node) && node.importClause && !node.importClause.isTypeOnly) {
      const { name, namedBindings } = node.importClause;
      if (name) names.push('default');
      if (namedBindings && ts.isNamespaceImport(namedBindings)) names.push('*');
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const each of namedBindings.elements) {
          if (!each.isTypeOnly) names.push((each.propertyName ?? each.name).text);
        }
      }
    }
    if (fromPkg && ts.isExportDeclaration(node) && !node.isTypeOnly) {
      if (!node.exportClause || !ts.isNamedExports(node.exportClause)) names.push('*');
      else for (const each of node.exportClause.elements) names.push((each.propertyName ?? each.name).text);
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text === pkg
    ) {
      names.push('*');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** The names a subset module exports. */
function exportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) =>
    ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)
      ? statement.exportClause.elements.map((each) => each.name.text)
      : [],
  );
}

describe('SHARED_SUBSETS', () => {
  const sources = appSources();

  it('provides each subset under the shared name of its library', () => {
    const shared = sharedModules(path.join(ROOT, 'shell'));
    for (const [pkg, subset] of Object.entries(SHARED_SUBSETS)) {
      expect(shared[pkg]?.import, pkg).toBe(path.join(ROOT, subset));
    }
  });

  it('carries every value an app imports from the library: one it lacked would be undefined at runtime', () => {
    expect(sources.length).toBeGreaterThan(100);
    for (const [pkg, subset] of Object.entries(SHARED_SUBSETS)) {
      const provided = new Set(exportsOf(path.join(ROOT, subset)));
      for (const file of sources) {
        for (const name of valuesImported(file, pkg)) {
          expect(provided.has(name), `${path.relative(ROOT, file)} imports ${name} from ${pkg}`).toBe(true);
        }
      }
    }
  });
});

describe('PrecompressPlugin', () => {
  it('writes a brotli and a gzip copy beside each script of 1 kB or more, holding the same bytes', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bc-precompress-'));
    try {
      await writeFile(
        path.join(dir, 'big.js'),
        `export const words = ${JSON.stringify('budget '.repeat(400))};`,
      );
      await writeFile(path.join(dir, 'small.js'), 'export const small = 1;');
      await writeFile(path.join(dir, 'index.js'), "import('./big.js'); import('./small.js');");
      const compiler = rspack({
        mode: 'production',
        context: dir,
        entry: './index.js',
        output: { path: path.join(dir, 'dist'), chunkFilename: '[name].js' },
        optimization: { chunkIds: 'named' },
        plugins: [new PrecompressPlugin()],
      });
      await new Promise<void>((resolve, reject) =>
        compiler.run((error, stats) =>
          error || stats?.hasErrors() ? reject(error ?? stats?.toString()) : resolve(),
        ),
      );
      const dist = path.join(dir, 'dist');
      const files = readdirSync(dist);
      const big = files.find(
        (file) =>
          file.endsWith('.js') && file !== 'main.js' && readFileSync(path.join(dist, file)).length >= 1024,
      );
      if (!big) throw new Error(`no chunk of 1 kB or more in ${files}`);
      const original = await readFile(path.join(dist, big));
      expect(brotliDecompressSync(await readFile(path.join(dist, `${big}.br`)))).toEqual(original);
      expect(gunzipSync(await readFile(path.join(dist, `${big}.gz`)))).toEqual(original);
      // Under 1 kB a copy would save less than its headers cost.
      const small = files.filter(
        (file) => file.endsWith('.js') && readFileSync(path.join(dist, file)).length < 1024,
      );
      expect(small.length).toBeGreaterThan(0);
      for (const file of small) expect(files).not.toContain(`${file}.br`);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
