import { type Rule, ruleSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** GET /api/rules/{id}: one rule. */
export async function getRule(id: number): Promise<Rule> {
  return http().get(`api/rules/${id}`).json(ruleSchema);
}

export const ruleQueryOptions = (id: number) =>
  queryOptions({ queryKey: ruleKeys.detail(id), queryFn: () => getRule(id) });

export function useRule(id: number) {
  return useQuery(ruleQueryOptions(id));
}
