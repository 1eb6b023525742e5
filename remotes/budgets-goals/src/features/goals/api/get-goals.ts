import { type Goal, goalListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { goalKeys } from './keys.ts';

/** GET /api/goals: the active goals, by due date. */
export async function getGoals(): Promise<Goal[]> {
  return http().get('api/goals').json(goalListSchema);
}

export const goalsQueryOptions = () => queryOptions({ queryKey: goalKeys.list(), queryFn: getGoals });

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
