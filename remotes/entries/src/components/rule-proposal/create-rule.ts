import { type Rule, type RuleBody, ruleSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys } from './rule-keys.ts';

/** POST /api/rules: a proposal's rule, as the server wrote it, becomes one of the workspace's rules. */
export async function createRule(rule: RuleBody): Promise<Rule> {
  return http().post('api/rules', { json: rule }).json(ruleSchema);
}

/** The rules' list and the entry form's previews change with a new rule (a proposal answered stays answered). */
export function useCreateRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRule,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ruleKeys.all,
        predicate: (query) => query.queryKey[1] !== ruleKeys.proposal,
      }),
  });
}
