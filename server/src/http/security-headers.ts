// The security headers of every answer, pages and API alike, in one place (@fastify/helmet). The pages'
// scripts, styles and data come from this origin and from the origins remotes.json names (a remote may be
// deployed on its own host); nothing may frame the app; no address (reset tokens travel in paths) leaks in
// a Referer. HSTS only over HTTPS, as the request arrived (through a trusted proxy: its X-Forwarded-Proto).
import type { RemotesConfig } from '@bc/api';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

export async function registerSecurityHeaders(app: FastifyInstance, remotes: RemotesConfig) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(remotes),
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Set below, only when the request came over HTTPS: over plain HTTP it would be ignored or wrong.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
}

/** For the files other origins load (remote chunks, the stats embed): helmet's same-origin would block them. */
export const LOADED_BY_OTHER_ORIGINS = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
} as const;
