import { httpStatus } from '@bc/session';

/** A 404 is an answer (the budget or goal is gone), not a failure worth retrying: the screen leaves at once. */
export const retryUnlessNotFound = (failures: number, error: unknown) =>
  httpStatus(error) !== 404 && failures < 1;

/**
 * Budget figures move with every entry written in the entries area, which does not know these queries:
 * they are fetched again whenever a screen shows them, the cached figures shown meanwhile.
 */
export const FIGURES_STALE_TIME = 0;
