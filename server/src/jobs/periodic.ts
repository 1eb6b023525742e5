import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` at once, then `intervalMs` after each run ends (never two at once in this process); a failed
 * run is logged and the next one comes as usual. Returns a stop function.
 */
export function startPeriodicJob(
  name: string,
  work: () => Promise<void>,
  log: FastifyBaseLogger,
  intervalMs: number,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `${name} job failed`);
    }
    if (!stopped) timer = setTimeout(() => void tick(), intervalMs);
  };
  void tick();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
