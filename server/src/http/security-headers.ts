// The security headers of every answer, pages and API alike, in one place (helmet's). The pages'
// scripts, styles and data come from this origin and from the origins remotes.json names (a remote may be
// deployed on its own host); nothing may frame the app; no address (reset tokens travel in paths) leaks in
// a Referer. HSTS only over HTTPS, as the request arrived (through a trusted proxy: its X-Forwarded-Proto).
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RemotesConfig } from '@bc/api';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Origins of the remotes served from elsewhere; a path means this origin. */
export function remoteOrigins(remotes: RemotesConfig): string[] {
  const origins = Object.values(remotes).flatMap((url) => {
    if (!/^https?:\/\//i.test(url)) return [];
    return [new URL(url).origin];
  });
  return [...new Set(origins)];
}

export function contentSecurityPolicy(remotes: RemotesConfig) {
  const remote = remoteOrigins(remotes);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...remote],
      scriptSrcAttr: ["'none'"],
      // Remote chunks bring their CSS; charts and the design system set inline styles.
      styleSrc: ["'self'", "'unsafe-inline'", ...remote],
      // The manifests of remotes.json are fetched; the API is this origin.
      connectSrc: ["'self'", ...remote],
      imgSrc: ["'self'", 'data:', 'blob:', ...remote],
      fontSrc: ["'self'", 'data:', ...remote],
      // The installable app: its service worker (/app/sw.js) and web app manifest are this origin's.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  };
}

// An inline script with a body (one with a src attribute is the 'self' or a remote's).
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([^<]+)<\/script>/gi;

/** CSP's source for one inline script: its SHA-256, which the browser checks before running it. */
const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy of a page the build wrote (the login page), which may carry inline scripts of its
 * own: those very scripts may run, by their hashes, and still no other inline script. Worked out per page.
 */
export function pageContentSecurityPolicy(remotes: RemotesConfig): (html: string) => string {
  const policies = new Map<string, string>();
  return (html) => {
    const hashes = [...html.matchAll(INLINE_SCRIPT)].map(([, script = '']) => hashSource(script));
    const key = hashes.join(' ');
    let policy = policies.get(key);
    if (policy === undefined) {
      const csp = contentSecurityPolicy(remotes);
      csp.directives.scriptSrc.push(...hashes);
      policy = securityHeadersFor({ contentSecurityPolicy: csp })['content-security-policy'] ?? '';
      policies.set(key, policy);
    }
    return policy;
  };
}

/** What every answer carries, by helmet's rules for these options (HSTS aside: see below). */
const helmetOptions = (remotes: RemotesConfig): HelmetOptions => ({
  contentSecurityPolicy: contentSecurityPolicy(remotes),
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  // Set per request, only when it came over HTTPS: over plain HTTP it would be ignored or wrong.
  strictTransportSecurity: false,
});

/**
 * The headers helmet's middleware sets for `options`, worked out once: none depends on the request. Helmet's
 * Fastify plugin built a new middleware, parsing the whole policy again, for every request.
 */
export function securityHeadersFor(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Files other origins load (remote chunks, the stats embed): helmet's same-origin would block them. */
    loadedByOtherOrigins?: boolean;
  }
}

export function registerSecurityHeaders(app: FastifyInstance, remotes: RemotesConfig) {
  const options = helmetOptions(remotes);
  const everyAnswer = securityHeadersFor(options);
  const loadedByOtherOrigins = securityHeadersFor({
    ...options,
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(request.routeOptions.config.loadedByOtherOrigins ? loadedByOtherOrigins : everyAnswer);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}
