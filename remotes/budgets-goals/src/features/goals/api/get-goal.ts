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

export function useGoal(uuid: string) {
  return useQuery(goalQueryOptions(uuid));
}
