import { type Rule, type RuleBody, ruleSchema } from '@bc/api';
import { http } from '@bc/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ruleKeys } from './keys.ts';

/** POST /api/rules (the rule goes last in its stage), or PUT /api/rules/{id} for a saved one. */
export async function saveRule({ id, body }: { id: number | null; body: RuleBody }): Promise<Rule> {
  const request =
    id === null ? http().post('api/rules', { json: body }) : http().put(`api/rules/${id}`, { json: body });
  return request.json(ruleSchema);
}

/** Saves a rule; the list (its order, its summary) and the rule itself are read again. */
export function useSaveRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRule,
    onSuccess: (saved) => {
      queryClient.setQueryData(ruleKeys.detail(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: ruleKeys.list() });
    },
  });
}

/** A saved rule's body, as PUT takes it. */
export const savedBodyOf = ({ name, stage, active, conditions, actions }: Rule): RuleBody => ({
  name,
  stage,
  active,
  conditions,
  actions,
});

/**
 * Switches a rule on or off (PUT with `active` flipped), shown at once in the list and taken back when the
 * server refuses.
 */
export function useSetRuleActive() {
  const queryClient = useQueryClient();
  const key = ruleKeys.list();
  const replace = (id: number, change: (rule: Rule) => Rule) =>
    queryClient.setQueryData<Rule[]>(key, (list) =>
      list?.map((rule) => (rule.id === id ? change(rule) : rule)),
    );
  return useMutation({
    mutationFn: ({ rule, active }: { rule: Rule; active: boolean }) =>
      saveRule({ id: rule.id, body: { ...savedBodyOf(rule), active } }),
    onMutate: async ({ rule, active }) => {
      await queryClient.cancelQueries({ queryKey: key });
      replace(rule.id, (current) => ({ ...current, active }));
    },
    onError: (_error, { rule }) => replace(rule.id, (current) => ({ ...current, active: rule.active })),
    onSuccess: (saved) => {
      queryClient.setQueryData(ruleKeys.detail(saved.id), saved);
      replace(saved.id, () => saved);
    },
  });
}
