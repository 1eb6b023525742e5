import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { POOL_SIZE } from '../db/postgres-database.ts';

/**
 * How many API requests reach the database at once; the others wait their turn, in arrival order. Every
 * statement queues for a connection, so with many requests in flight each of a request's five or so
 * statements waited behind the others' (`pnpm bench`, group load). Admitting a few requests at a time makes
 * the queue one of requests instead of statements: the same work, a shorter tail.
 *  - PGlite is one connection: two at a time (one runs its JavaScript while the other's statement runs).
 *    50 clients got about 200 requests/s instead of 110-136 and a p99 of 0.6 s instead of 0.9-1.3 s; one
 *    at a time left the database idle in between, four queued statements again.
 *  - PostgreSQL: as many as the pool has connections. 100 clients: p99 about 230 ms instead of 250.
 */
export const CONCURRENT_REQUESTS: Record<Database['kind'], number> = { pglite: 2, postgresql: POOL_SIZE };

/** A counting semaphore whose waiters are served in arrival order. */
export function createAdmission(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async enter(): Promise<void> {
      if (active < limit) {
        active += 1;
        return;
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
    },
    leave(): void {
      const next = waiting.shift();
      // The slot passes straight to the next waiter, so `active` stays as it is.
      if (next) next();
      else active -= 1;
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that works for seconds a page at a time (exports, restores): it takes no turn, else it would hold
     * one of the few for its whole length; each of its statements queues with everyone else's instead.
     */
    unadmitted?: boolean;
  }
}

/** Admits at most `limit` requests of `app` (an API scope) at once; the rest wait in arrival order. */
export function limitConcurrentRequests(app: FastifyInstance, limit: number): void {
  const admission = createAdmission(limit);
  const admitted = new WeakSet<FastifyRequest>();
  // Requests the client gave up on while they waited: admitted later, they leave at once.
  const abandoned = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.unadmitted) return;
    await admission.enter();
    if (abandoned.has(request) || request.raw.destroyed) {
      admission.leave();
      // Nobody is there to answer: the request goes no further.
      reply.hijack();
      request.raw.destroy();
      return;
    }
    admitted.add(request);
  });
  app.addHook('onResponse', async (request) => {
    if (admitted.delete(request)) admission.leave();
  });
  app.addHook('onRequestAbort', async (request) => {
    if (admitted.delete(request)) admission.leave();
    else abandoned.add(request);
  });
}
