import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { paths } from '@bc/router/paths';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { type BuildArgv, createAppConfig, htmlPage, moduleRules, PrecompressPlugin } from '../rspack.base.ts';
import { LOGIN_PAGE_NAMESPACES, PRERENDERED_LANGUAGE_ATTRIBUTE } from './src/login-page/prerendered.ts';
import { startScriptsAfterPaint } from './src/login-page/scripts-after-paint.ts';
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
          const manifest = JSON.stringify(await precacheEntries(DIST, PUBLIC_PATH, [LOGIN_PAGE_FILES]));
          compilation.updateAsset(
            'sw.js',
            new rspack.sources.RawSource(source.replace('self.__WB_MANIFEST', manifest)),
          );
        },
      );
    });
  }
}

/** A build beside the shell's, in the shell's folder, that runs once `after` has been built. */
function buildAfter(after: string, production: boolean, config: Configuration): Configuration {
  return {
    dependencies: [after],
    context: import.meta.dirname,
    mode: production ? 'production' : 'development',
    devtool: false,
    performance: { hints: false },
    ...config,
  };
}

/** The folder of the login page's own files in dist/ (its page is where the login path points). */
const LOGIN_PAGE_FILES = 'login';

/**
 * The login page on its own: React, the strings and the login screen, without module federation or the app's
 * other pages, for a visitor's first page. Its page is written where the login path points
 * (dist/auth/login/index.html), which the server answers for that path. Built after the shell, whose build
 * empties dist/.
 */
// @bc/session's barrel does nothing when loaded: flagged so, the login page takes the HTTP client and the session
// from it without the query cache (and react-query), which only its sign-in, loaded on submit, fills.
const SESSION_BARREL = /shared[\\/]session[\\/]src[\\/]index\.ts$/;

function loginPage(production: boolean): Configuration {
  const hashed = `${LOGIN_PAGE_FILES}/[name].[contenthash:8]`;
  return buildAfter('shell', production, {
    name: 'login-page',
    entry: { main: './src/login-page/index.ts' },
    output: {
      path: DIST,
      publicPath: PUBLIC_PATH,
      clean: false,
      filename: `${hashed}.js`,
      chunkFilename: `${hashed}.js`,
      cssFilename: `${hashed}.css`,
      cssChunkFilename: `${hashed}.css`,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: [...moduleRules(production), { test: SESSION_BARREL, sideEffects: false }] },
    plugins: [
      new rspack.HtmlRspackPlugin({
        templateContent: htmlPage('Budget Control'),
        filename: `${paths.auth.login.route}/index.html`,
        chunks: ['main'],
      }),
      new InstallableHeadPlugin(),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production },
  });
}

/** Where the build keeps the login page's code for Node, which renders its HTML: not served. */
const PRERENDER_DIST = path.join(import.meta.dirname, '.prerender');
const LOGIN_PAGE_HTML = path.join(DIST, paths.auth.login.route);
const EMPTY_ROOT = '<div id="root"></div>';

const STYLESHEET_LINK = new RegExp(`<link href="${PUBLIC_PATH}([^"]+\\.css)" rel="stylesheet">`, 'g');

/**
 * The page's own stylesheets written into it: the browser paints the page as soon as its HTML has come,
 * rather than a round trip later (the styles have no url() to resolve against their own address).
 */
async function inlineStylesheets(html: string): Promise<string> {
  let inlined = html;
  for (const [link, file = ''] of html.matchAll(STYLESHEET_LINK)) {
    const css = await readFile(path.join(DIST, file), 'utf8');
    inlined = inlined.replace(link, () => `<style>${css}</style>`);
  }
  return inlined;
}

/**
 * Writes the login page's HTML with its markup rendered in each language: index.html in English, and
 * index.<language>.html beside it, which the server answers to a person who reads that language.
 */
class PrerenderLoginPagePlugin {
  apply(compiler: Compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderLoginPagePlugin', async (compilation) => {
      const bundle = path.join(PRERENDER_DIST, 'prerender.cjs');
      const { prerenderLoginPage } = createRequire(import.meta.url)(bundle) as {
        prerenderLoginPage: () => Promise<Record<string, string>>;
      };
      const template = await readFile(path.join(LOGIN_PAGE_HTML, 'index.html'), 'utf8');
      if (!template.includes(EMPTY_ROOT) || !template.includes('<html lang="en">')) {
        compilation.errors.push(new rspack.WebpackError('The login page has no empty #root to render into'));
        return;
      }
      const withStyles = await inlineStylesheets(template);
      const files = await readdir(path.join(DIST, LOGIN_PAGE_FILES));
      for (const [language, markup] of Object.entries(await prerenderLoginPage())) {
        // The page's strings in its language, which its code loads first.
        const strings = LOGIN_PAGE_NAMESPACES.map((namespace) => {
          const file = files.find((name) => name.startsWith(`locale-${language}-${namespace}-json.`));
          if (!file) throw new Error(`No ${language} ${namespace} strings in the login page's build`);
          return `${PUBLIC_PATH}${LOGIN_PAGE_FILES}/${file}`;
        });
        const html = startScriptsAfterPaint(withStyles, strings)
          .replace('<html lang="en">', `<html lang="${language}">`)
          .replace(
            EMPTY_ROOT,
            `<div id="root" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}">${markup}</div>`,
          );
        const file = language === 'en' ? 'index.html' : `index.${language}.html`;
        await writeFile(path.join(LOGIN_PAGE_HTML, file), html);
      }
    });
  }
}

/** The login page's code built for Node, to render its HTML at build time (after the page's own build). */
function loginPagePrerender(production: boolean): Configuration {
  return buildAfter('login-page', production, {
    name: 'login-page-prerender',
    target: 'node',
    entry: { prerender: './src/login-page/prerender.tsx' },
    output: {
      path: PRERENDER_DIST,
      filename: '[name].cjs',
      chunkFilename: '[id].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    module: { rules: moduleRules(production) },
    // The styles are the browser's: the page carries them.
    plugins: [new rspack.IgnorePlugin({ resourceRegExp: /\.css$/ }), new PrerenderLoginPagePlugin()],
    optimization: { minimize: false },
  });
}

/** The service worker, /app/sw.js: built after the shell (it lists the shell's files), without hashes. */
function serviceWorker(production: boolean): Configuration {
  return buildAfter('shell', production, {
    name: 'service-worker',
    target: 'webworker',
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
  });
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
  return [shell, loginPage(true), loginPagePrerender(true), serviceWorker(true)];
};
