import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How many API requests reach an embedded database at once. PGlite is one connection: every statement
 * queues for it, so with fifty requests in flight each of a request's five or so statements waited behind
 * the others' (p99 1.3 s for 50 clients, `pnpm bench` group load). Admitting a few requests at a time makes
 * the queue one of requests instead of statements: with two at a time (one runs its JavaScript while the
 * other's statement runs), 50 clients got about 200 requests/s instead of 110-136 and a p99 of 0.6 s instead
 * of 0.9-1.3 s; one at a time left the database idle in between, four queued statements again.
 * PostgreSQL runs requests side by side, with its own pool, and has no such limit.
 */
export const PGLITE_CONCURRENT_REQUESTS = 2;

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

/** Admits at most `limit` requests of `app` (an API scope) at once; the rest wait in arrival order. */
export function limitConcurrentRequests(app: FastifyInstance, limit: number): void {
  const admission = createAdmission(limit);
  const admitted = new WeakSet<FastifyRequest>();
  // Requests the client gave up on while they waited: admitted later, they leave at once.
  const abandoned = new WeakSet<FastifyRequest>();
  app.addHook('onRequest', async (request, reply) => {
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
