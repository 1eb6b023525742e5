import { createRequire } from 'node:module';
import path from 'node:path';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { type BuildArgv, createAppConfig } from '../rspack.base.ts';
import { precacheEntries } from './src/pwa/precache-entries.ts';

const PUBLIC_PATH = '/app/';
const DIST = path.join(import.meta.dirname, 'dist');

const app = createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  publicPath: PUBLIC_PATH,
  // In production the API server generates remotes.json from its environment; the dev server
  // points at each remote's own dev server.
  devRoutes: {
    '/app/remotes.json': {
      entries: 'http://127.0.0.1:3001/mf-manifest.json',
      'budgets-goals': 'http://127.0.0.1:3002/mf-manifest.json',
      'stats-dashboard': 'http://127.0.0.1:3003/mf-manifest.json',
      settings: 'http://127.0.0.1:3004/mf-manifest.json',
    },
  },
});

// What makes the app installable: the web app manifest, its icons and the page's links to them.
const HEAD_LINKS = [
  `<link rel="manifest" href="${PUBLIC_PATH}manifest.webmanifest" />`,
  `<link rel="icon" type="image/svg+xml" href="${PUBLIC_PATH}icons/app-mark.svg" />`,
  `<link rel="apple-touch-icon" href="${PUBLIC_PATH}icons/apple-touch-180.png" />`,
].join('\n    ');

class InstallableHeadPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('InstallableHeadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tap(
        'InstallableHeadPlugin',
        (data) => {
          data.html = data.html.replace('</head>', `  ${HEAD_LINKS}\n  </head>`);
          return data;
        },
      );
    });
  }
}

/**
 * Workbox's injectManifest step for the service worker build (which runs after the shell's): replaces
 * `self.__WB_MANIFEST` in sw.js with the list of the shell's files. A new shell build changes the list,
 * hence sw.js, and browsers install the new worker.
 */
class InjectPrecacheManifestPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('InjectPrecacheManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'InjectPrecacheManifestPlugin', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const asset = compilation.getAsset('sw.js');
          if (!asset) return;
          const source = asset.source.source().toString();
          if (!source.includes('self.__WB_MANIFEST')) {
            compilation.errors.push(new rspack.WebpackError('sw.js does not read self.__WB_MANIFEST'));
            return;
          }
          const manifest = JSON.stringify(await precacheEntries(DIST, PUBLIC_PATH));
          compilation.updateAsset(
            'sw.js',
            new rspack.sources.RawSource(source.replace('self.__WB_MANIFEST', manifest)),
          );
        },
      );
    });
  }
}

/** The service worker, /app/sw.js: built after the shell (it lists the shell's files), without hashes. */
function serviceWorker(production: boolean): Configuration {
  return {
    name: 'service-worker',
    dependencies: ['shell'],
    context: import.meta.dirname,
    mode: production ? 'production' : 'development',
    target: 'webworker',
    devtool: false,
    entry: { sw: './src/pwa/sw.ts' },
    output: { path: DIST, publicPath: PUBLIC_PATH, filename: 'sw.js', clean: false },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          type: 'javascript/auto',
          options: { jsc: { target: 'es2022', parser: { syntax: 'typescript' } } },
        },
      ],
    },
    plugins: [new InjectPrecacheManifestPlugin()],
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
  };
}

export default (env: unknown, argv: BuildArgv = {}): Configuration | Configuration[] => {
  const shell = app(env, argv);
  shell.name = 'shell';
  shell.resolve = {
    ...shell.resolve,
    // The package's `module` is its ES5 build, 1 kB gzip more on every first visit than the ES2017 one
    // beside it, which every browser the app needs runs.
    alias: {
      ...(shell.resolve?.alias as Record<string, string>),
      'workbox-window$': createRequire(import.meta.url).resolve(
        'workbox-window/build/workbox-window.prod.mjs',
      ),
    },
  };
  shell.plugins = [
    ...(shell.plugins ?? []),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
    new InstallableHeadPlugin(),
  ];
  // The dev server serves the manifest and icons; a service worker there would cache what changes.
  if (argv.mode === 'development') return shell;
  return [shell, serviceWorker(true)];
};
