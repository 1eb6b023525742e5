import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, remotesConfigSchema } from '@bc/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { type Language, languageFromAcceptLanguage } from '../language.ts';
import { cacheControlFor, NO_CACHE } from './cache-control.ts';
import { sendNotFound } from './errors.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';

type StaticWebOptions = { config: Pick<Config, 'webRoot' | 'remotes'> };

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Budget Control is not built</title></head>
<body><h1>Budget Control is not built yet</h1>
<p>The web app files are missing. Run <code>pnpm build</code> in the repository, then reload this page.</p>
</body></html>
`;

const isRemoteName = (name: string): name is RemoteName => (REMOTE_NAMES as readonly string[]).includes(name);

/** A request path maps to a file only when every segment is a plain name (no `..`, no dotfiles). */
function safeRelativePath(requested: string): string | undefined {
  const segments = requested.split('/').filter((segment) => segment !== '');
  if (segments.length === 0) return undefined;
  const unsafe = segments.some(
    (segment) => segment.startsWith('.') || segment.includes('\\') || segment.includes('\0'),
  );
  return unsafe ? undefined : segments.join('/');
}

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

// The cookie the app writes beside its stored language (the language picker, each sign-in).
const LANGUAGE_COOKIE = /(?:^|;\s*)bc-language=([a-z]{2})(?:;|$)/;

/** The language a page is served in: the one chosen in this browser, else the browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = LANGUAGE_COOKIE.exec(request.headers.cookie ?? '')?.[1];
  return languageFromAcceptLanguage(chosen ?? request.headers['accept-language']);
}

// The cookie the app writes beside the theme chosen in this browser (@bc/ui theme.ts); none for the system's.
const THEME_COOKIE = /(?:^|;\s*)bc-theme=(light|dark)(?:;|$)/;

// The service worker lives in /app/ but also answers /app itself (the page people bookmark).
const SERVICE_WORKER = 'sw.js';
const SERVICE_WORKER_SCOPE = '/app';

function sendStatic(reply: FastifyReply, root: string, relative: string) {
  reply.header('cache-control', cacheControlFor(relative));
  // cacheControl: false stops @fastify/send from replacing the header set above.
  return reply.sendFile(relative, root, { cacheControl: false });
}

// Paths with a file extension are assets: a missing one must fail loudly, not come back as the SPA page.
const looksLikeAsset = (relative: string) => {
  const ext = path.posix.extname(relative);
  return ext !== '' && ext !== '.html';
};

export const staticWeb: FastifyPluginAsync<StaticWebOptions> = async (app: FastifyInstance, { config }) => {
  const shellDist = path.join(config.webRoot, 'shell', 'dist');
  // Validated with the schema the shell parses it with, so a bad entry fails at start, not in browsers.
  const remotesJson = JSON.stringify(remotesConfigSchema.parse(config.remotes));

  // serve: false only adds reply.sendFile; the routes below decide what each path means. preCompressed: a
  // file's brotli or gzip copy written by the build beside it (name.br, name.gz) goes to a browser that
  // accepts it, the file itself to any other (and Vary: Accept-Encoding tells caches so).
  await app.register(fastifyStatic, { serve: false, decorateReply: true, preCompressed: true });

  const sendShellIndex = async (reply: FastifyReply) => {
    if (!(await isFile(path.join(shellDist, 'index.html')))) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    return sendStatic(reply, shellDist, 'index.html');
  };

  /**
   * A page the build wrote for this very path, which comes before the whole app: the login page, rendered
   * ahead of time in each language (`index.<language>.html`, English in `index.html`).
   */
  const pageWrittenFor = async (relative: string, language: Language) => {
    for (const file of [`index.${language}.html`, 'index.html']) {
      const page = path.posix.join(relative, file);
      if (await isFile(path.join(shellDist, page))) return page;
    }
    return undefined;
  };

  const policyOfPage = pageContentSecurityPolicy(config.remotes);

  /**
   * That page, with the theme chosen in this browser set on <html> when it is not the system's: the page is
   * painted before any script runs, so a script setting it would come after a first paint in the other one.
   * Its policy lets its own inline script run (the one that starts its scripts after that paint).
   */
  const sendOwnPage = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const theme = THEME_COOKIE.exec(request.headers.cookie ?? '')?.[1];
    const html = await readFile(path.join(shellDist, page), 'utf8');
    return reply
      .header('cache-control', cacheControlFor(page))
      .header('content-security-policy', policyOfPage(html))
      .type('text/html; charset=utf-8')
      .send(theme ? html.replace(/<html\b/i, `<html data-theme="${theme}"`) : html);
  };

  const hidden = { schema: { hide: true } };

  app.get('/', hidden, (_request, reply) => reply.redirect('/app'));

  app.get('/app', hidden, (_request, reply) => sendShellIndex(reply));

  // Generated from config so a remote can move to another origin without rebuilding the shell.
  app.get('/app/remotes.json', hidden, (_request, reply) =>
    reply.header('cache-control', NO_CACHE).type('application/json; charset=utf-8').send(remotesJson),
  );

  app.get<{ Params: { '*': string } }>('/app/*', hidden, async (request, reply) => {
    const relative = safeRelativePath(request.params['*']);
    if (relative && (await isFile(path.join(shellDist, relative)))) {
      if (relative === SERVICE_WORKER) reply.header('service-worker-allowed', SERVICE_WORKER_SCOPE);
      return sendStatic(reply, shellDist, relative);
    }
    if (relative && looksLikeAsset(relative)) return sendNotFound(request, reply);
    const ownPage = relative && (await pageWrittenFor(relative, pageLanguage(request)));
    if (ownPage) return sendOwnPage(request, reply.header('vary', 'Accept-Language, Cookie'), ownPage);
    return sendShellIndex(reply);
  });

  // Remote chunks are loaded by pages of other origins (the shell, embeds).
  const loadedElsewhere = { ...hidden, config: { loadedByOtherOrigins: true } };
  app.get<{ Params: { name: string; '*': string } }>(
    '/remotes/:name/*',
    loadedElsewhere,
    async (request, reply) => {
      reply.header('access-control-allow-origin', '*');
      const { name } = request.params;
      const relative = safeRelativePath(request.params['*']);
      if (!isRemoteName(name) || !relative) return sendNotFound(request, reply);
      const root = path.join(config.webRoot, 'remotes', name, 'dist');
      if (!(await isFile(path.join(root, relative)))) return sendNotFound(request, reply);
      return sendStatic(reply, root, relative);
    },
  );
};
