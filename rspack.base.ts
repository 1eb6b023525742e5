// The one build configuration factory: every app (the shell and the four remotes) calls
// `createAppConfig` with what it exposes and its port; module federation options and the
// shared-singleton list live here and nowhere else.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Compiler, type Configuration, type RuleSetRule, rspack } from '@rspack/core';

/** Libraries every app loads exactly once at runtime, whoever loads first. */
export const SHARED_LIBRARIES = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@tanstack/react-query',
  'jotai',
  'i18next',
  'react-i18next',
  // zod is NOT shared: a shared module is bundled whole, and whole zod (with every locale) is 88 kB gzip;
  // @bc/api, which is shared, carries the tree-shaken part every app needs.
] as const;

/**
 * Shared libraries provided as a module of ours that re-exports only what the apps use (paths from the
 * repository root): a shared module is bundled whole, whatever the apps take from it. Every app builds
 * with the same list, so whichever app provides the singleton, it carries the same exports; a test
 * checks that it carries every one the apps import.
 */
export const SHARED_SUBSETS: Partial<Record<(typeof SHARED_LIBRARIES)[number], string>> = {
  'react-i18next': 'shared/i18n/src/react-i18next-shared.js',
  '@tanstack/react-query': 'shared/session/src/react-query-shared.js',
};

/** Workspace packages shared at runtime: one session store, one query cache, one i18n instance. */
export const SHARED_WORKSPACE_PACKAGES = [
  '@bc/session',
  '@bc/api',
  '@bc/ui',
  '@bc/i18n',
  '@bc/router',
] as const;

export interface AppOptions {
  /** The app's folder (pass `import.meta.dirname`). */
  dir: string;
  /** Federation container name: a JavaScript identifier, e.g. `budgets_goals`. */
  name: string;
  /** Port of the standalone dev server. */
  port: number;
  /** Modules this app exposes to the shell (remotes only). */
  exposes?: Record<string, string>;
  /** Extra entry points with a stable file name, e.g. `{ embed: './src/embed.ts' }`. */
  stableEntries?: Record<string, string>;
  /** Where the app is served from: `/app/` for the shell; remotes resolve it at runtime. */
  publicPath?: string;
  /** Dev server only: extra routes (the shell answers its remotes.json here). */
  devRoutes?: Record<string, unknown>;
}

export interface BuildArgv {
  mode?: 'production' | 'development' | 'none';
}

const HASHED = '[name].[contenthash:8]';

interface PackageManifest {
  name?: string;
  version: string;
  exports?: Record<string, string | { import?: string | { default?: string } }>;
}

/**
 * The package.json of `pkg` and its folder, found by walking up from one of its files, since not every
 * package exports its package.json.
 */
function manifestAbove(file: string, pkg: string): { dir: string; manifest: PackageManifest } {
  let dir = path.dirname(file);
  while (dir !== path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate)) {
      const manifest = JSON.parse(readFileSync(candidate, 'utf8')) as PackageManifest;
      if (manifest.name === pkg) return { dir, manifest };
    }
    dir = path.dirname(dir);
  }
  throw new Error(`Cannot find the package.json of ${pkg} above ${file}`);
}

/** The installed version of a dependency as the app resolves it. */
function installedVersion(appDir: string, pkg: string): string {
  const require = createRequire(path.join(appDir, 'package.json'));
  return manifestAbove(require.resolve(pkg), pkg).manifest.version;
}

/** The ES module entry of `pkg` (its `import` export), beside `entry`, another of its entries. */
function esModuleEntry(entry: string, pkg: string): string {
  const { dir, manifest } = manifestAbove(entry, pkg);
  const main = manifest.exports?.['.'];
  const esm = typeof main === 'object' ? main.import : undefined;
  const file = typeof esm === 'object' ? esm.default : esm;
  if (!file) throw new Error(`${pkg} has no ES module entry`);
  return path.join(dir, file);
}

/**
 * Aliases that build module federation's runtime from its ES modules. The plugin resolves its runtime
 * packages with require(), hence as CommonJS, which the bundler can neither tree-shake nor concatenate:
 * 4.9 kB gzip more in the entry of every app, the login page's included. The keys are what the plugin
 * imports (the bundler runtime by its file, found from runtime-tools as the plugin finds it, and the
 * runtime by name); the values are the same versions' ES module entries.
 */
export function federationRuntimeAsEsModules(): Record<string, string> {
  const fromPlugin = createRequire(
    createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'),
  );
  const fromRuntimeTools = createRequire(fromPlugin.resolve('@module-federation/runtime-tools'));
  const bundlerRuntime = fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime');
  const runtime = fromRuntimeTools.resolve('@module-federation/runtime');
  return {
    [bundlerRuntime]: esModuleEntry(bundlerRuntime, '@module-federation/webpack-bundler-runtime'),
    '@module-federation/runtime': esModuleEntry(runtime, '@module-federation/runtime'),
  };
}

interface SharedModule {
  singleton: true;
  requiredVersion: string;
  version?: string;
  /** The module provided under the shared name, when not the package itself. */
  import?: string;
}

/**
 * The `shared` option of module federation. Versions are read from what is installed: the pnpm
 * catalog pins one version of each, and `workspace:*` is not semver, so we state them explicitly.
 */
export function sharedModules(appDir: string): Record<string, SharedModule> {
  const shared: Record<string, SharedModule> = {};
  for (const key of [...SHARED_LIBRARIES, ...SHARED_WORKSPACE_PACKAGES]) {
    const pkg = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(appDir, pkg);
    const subset = SHARED_SUBSETS[key as keyof typeof SHARED_SUBSETS];
    shared[key] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(subset ? { import: path.join(import.meta.dirname, subset) } : {}),
    };
  }
  return shared;
}

/** How every app's TypeScript, JSX and CSS are compiled. */
export function moduleRules(production: boolean): RuleSetRule[] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      type: 'javascript/auto',
      options: {
        jsc: {
          // The browsers the app needs (CSS light-dark(), React 19) all run ES2022: left to its ES5
          // default, swc rewrites classes, async functions and each Unicode property escape
          // (\p{L}: tens of kB) into longer code, about 19 kB gzip more on the login page alone.
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
        },
      },
    },
    { test: /\.css$/, type: 'css/auto' },
  ];
}

// What is worth compressing: the scripts and styles, which are most of what a visit downloads (the pages are
// small, and the login page's is written after the build).
const COMPRESSIBLE = /\.(js|css)$/;
// Below this, a compressed copy saves less than its headers cost.
const MIN_COMPRESSED_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes every script and stylesheet also compressed beside it, with brotli (name.br) and gzip (name.gz), at
 * their strongest settings, once, at build time: the server sends the copy a browser accepts
 * (server/src/http/static-web.ts), so a visit downloads about a third of the bytes and the server never
 * compresses on the fly. Each app's dist carries its own, so an area deployed alone brings them.
 */
export class PrecompressPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const files = compilation
            .getAssets()
            .filter((asset) => COMPRESSIBLE.test(asset.name) && asset.source.size() >= MIN_COMPRESSED_BYTES);
          await Promise.all(
            files.map(async ({ name, source }) => {
              const content = source.buffer();
              const [br, gz] = await Promise.all([
                brotli(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
                gzipped(content, { level: zlib.Z_BEST_COMPRESSION }),
              ]);
              compilation.emitAsset(`${name}.br`, new rspack.sources.RawSource(br));
              compilation.emitAsset(`${name}.gz`, new rspack.sources.RawSource(gz));
            }),
          );
        },
      );
    });
  }
}

/** The HTML page of an app: its entry scripts and styles are added to it by the build. */
export function htmlPage(title: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <!-- The page resizes around a phone's on-screen keyboard, so that a form's Save stays above it. -->
    <meta name="viewport" content="width=device-width, initial-scale=1, interactive-widget=resizes-content" />
    <meta name="theme-color" content="#0f766e" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

export function createAppConfig(options: AppOptions) {
  return (_env: unknown, argv: BuildArgv = {}): Configuration => {
    const production = argv.mode !== 'development';
    const stableEntries = options.stableEntries ?? {};
    const isRemote = options.exposes !== undefined;
    return {
      context: options.dir,
      mode: production ? 'production' : 'development',
      devtool: production ? false : 'cheap-module-source-map',
      entry: { main: './src/index.ts', ...stableEntries },
      output: {
        path: path.join(options.dir, 'dist'),
        publicPath: options.publicPath ?? 'auto',
        uniqueName: options.name,
        clean: true,
        // Entries other pages link to by name (embed.js) keep a stable name; the rest are hashed
        // so that they can be cached forever.
        filename: (data) =>
          data.chunk?.name && data.chunk.name in stableEntries ? '[name].js' : `${HASHED}.js`,
        chunkFilename: `${HASHED}.js`,
        cssFilename: `${HASHED}.css`,
        cssChunkFilename: `${HASHED}.css`,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'], alias: federationRuntimeAsEsModules() },
      module: { rules: moduleRules(production) },
      plugins: [
        new rspack.HtmlRspackPlugin({
          templateContent: htmlPage('Budget Control'),
          chunks: ['main'],
          // A remote's standalone harness is served at deep paths: its script URLs must be absolute.
          publicPath: options.publicPath ?? '/',
        }),
        new ModuleFederationPlugin({
          name: options.name,
          filename: 'remoteEntry.js',
          ...(isRemote ? { exposes: options.exposes } : { remotes: {} }),
          shared: sharedModules(options.dir),
          // With the default strategy one offline remote breaks the start-up of every app.
          shareStrategy: 'loaded-first',
          manifest: true,
          // The types plugin opens ports on every interface in dev; types come from workspace imports.
          dts: false,
          bridge: { enableBridgeRouter: false },
          // Every app runs in the browser: the runtime's Node.js loading code stays out (about 2 kB gzip
          // on each first visit).
          experiments: { optimization: { target: 'web' } },
        }),
        ...(production ? [new PrecompressPlugin()] : []),
      ],
      optimization: { minimize: production },
      performance: { hints: false },
      devServer: {
        host: '127.0.0.1',
        port: options.port,
        historyApiFallback: options.publicPath ? { index: `${options.publicPath}index.html` } : true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8080' }],
        setupMiddlewares: (middlewares, server) => {
          for (const [route, body] of Object.entries(options.devRoutes ?? {})) {
            server.app?.get(route, (_req: unknown, res: import('node:http').ServerResponse) => {
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-cache');
              res.end(JSON.stringify(body));
            });
          }
          return middlewares;
        },
      },
    };
  };
}
