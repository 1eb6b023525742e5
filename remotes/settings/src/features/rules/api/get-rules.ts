import { type Rule, ruleListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** GET /api/rules: every rule of the workspace in the order they run (stage first, normal, last, then position). */
export async function getRules(): Promise<Rule[]> {
  const { data } = await http().get('api/rules').json(ruleListSchema);
  return data;
}

export const rulesQueryOptions = () => queryOptions({ queryKey: ruleKeys.list(), queryFn: getRules });

export function useRules() {
  return useQuery(rulesQueryOptions());
}
