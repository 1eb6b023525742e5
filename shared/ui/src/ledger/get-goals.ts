import type { Goal } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/**
 * Query keys of the goals as the entry forms read them. Every goal key starts with `goals`: a saving entry
 * moves a goal's balance, so saving one invalidates `goalKeys.all` (the goals area's lists and details too).
 */
export const goalKeys = {
  all: ['goals'] as const,
  list: ['goals', 'list'] as const,
};

/** GET /api/goals: the active goals a saving entry can go to (`uuid` is what the entry sends as goal_id). */
export async function getGoals(): Promise<Goal[]> {
  const { goalListSchema } = await import('@bc/api');
  return http().get('api/goals').json(goalListSchema);
}

export const goalsQueryOptions = () => queryOptions({ queryKey: goalKeys.list, queryFn: getGoals });

/** `enabled` false: nothing is fetched (a form that shows no saving fields). */
export function useGoals(enabled = true) {
  return useQuery({ ...goalsQueryOptions(), enabled });
}
