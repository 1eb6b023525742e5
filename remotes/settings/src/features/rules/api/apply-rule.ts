import { type RuleRunStart, ruleRunStartSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';
import type { RuleRunRequest } from './preview-rule-run.ts';

/** POST /api/rules/{id}/apply: starts the run on the existing entries in the background (202 with its id). */
export async function applyRule({ id, changeOwnEdits }: RuleRunRequest): Promise<RuleRunStart> {
  return http()
    .post(`api/rules/${id}/apply`, { json: { change_own_edits: changeOwnEdits } })
    .json(ruleRunStartSchema);
}

export function useApplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyRule,
    onSuccess: (_, { id }) => queryClient.invalidateQueries({ queryKey: ruleKeys.runsOf(id) }),
  });
}
