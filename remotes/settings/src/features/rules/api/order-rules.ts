import { type Rule, ruleListSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** PATCH /api/rules/order: every rule's id once, in the order they should run (stages keep their order). */
export async function orderRules(ids: readonly number[]): Promise<Rule[]> {
  const { data } = await http().patch('api/rules/order', { json: { ids } }).json(ruleListSchema);
  return data;
}

/**
 * Sends a new order of the whole list, shown at once: the list takes the new order before the server answers,
 * and takes its old order back when the server refuses.
 */
export function useOrderRules() {
  const queryClient = useQueryClient();
  const key = ruleKeys.list();
  return useMutation({
    mutationFn: (rules: readonly Rule[]) => orderRules(rules.map((rule) => rule.id)),
    onMutate: async (rules) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Rule[]>(key);
      queryClient.setQueryData<Rule[]>(key, [...rules]);
      return { before };
    },
    onError: (_error, _rules, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (ordered) => queryClient.setQueryData(key, ordered),
  });
}
