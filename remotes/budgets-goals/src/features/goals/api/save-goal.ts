import { type Goal, goalSchema } from '@bc/api';
import type { GoalIcon } from '@bc/domain';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goalKeys } from './keys.ts';

/** The body of POST /api/goals/create and PUT /api/goals/update/{uuid}. */
export interface GoalBody {
  category_icon: GoalIcon | null;
  name: string;
  amount: number | null;
  /** yyyy-mm-dd */
  due_date: string | null;
  description: string | null;
}

/** POST /api/goals/create, or PUT /api/goals/update/{uuid} for an existing goal. */
export async function saveGoal({ uuid, body }: { uuid: string | null; body: GoalBody }): Promise<Goal> {
  const request = uuid
    ? http().put(`api/goals/update/${encodeURIComponent(uuid)}`, { json: body })
    : http().post('api/goals/create', { json: body });
  return request.json(goalSchema);
}

export function useSaveGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveGoal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
  });
}
