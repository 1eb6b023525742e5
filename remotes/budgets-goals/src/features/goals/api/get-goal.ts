import { type GoalDetail, goalDetailSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessNotFound } from '../../../components/query-policy.ts';
import { goalKeys } from './keys.ts';

/** GET /api/goals/{uuid}: the goal and its saving entries, newest first. */
export async function getGoal(uuid: string): Promise<GoalDetail> {
  return http()
    .get(`api/goals/${encodeURIComponent(uuid)}`)
    .json(goalDetailSchema);
}

export const goalQueryOptions = (uuid: string) =>
  queryOptions({ queryKey: goalKeys.detail(uuid), queryFn: () => getGoal(uuid), retry: retryUnlessNotFound });

/**
 * The goal, read while `enabled`: its page stops reading it once it is being archived, or the removal of its
 * cached answer would have it asked for again, answered 404, and the page would leave as for a goal never
 * found instead of saying it was deleted.
 */
export function useGoal(uuid: string, enabled = true) {
  return useQuery({ ...goalQueryOptions(uuid), enabled });
}
