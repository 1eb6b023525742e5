import { type RuleRun, ruleRunListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** GET /api/rules/{id}/runs: the rule's last runs on existing entries, newest first. */
export async function getRuleRuns(id: number): Promise<RuleRun[]> {
  const { data } = await http().get(`api/rules/${id}/runs`).json(ruleRunListSchema);
  return data;
}

export const ruleRunsQueryOptions = (id: number) =>
  queryOptions({ queryKey: ruleKeys.runsOf(id), queryFn: () => getRuleRuns(id) });

export function useRuleRuns(id: number) {
  return useQuery(ruleRunsQueryOptions(id));
}
