// A rule in a workspace file names wallets, categories and labels by the file's refs; a restore gives them the
// new workspace's ids. The same walk checks a file's rules (every ref known) and rewrites them.
import { type RuleBody, ruleBodySchema } from '@bc/api';

export type RuleRefKind = 'wallet' | 'category' | 'label';

/** The new id of a ref, or undefined when the file has no such thing. */
export type RuleRefMap = (kind: RuleRefKind, ref: number) => number | undefined;

const ACTION_KINDS: Record<string, RuleRefKind> = {
  set_category: 'category',
  add_label: 'label',
  remove_label: 'label',
  transfer_to_wallet: 'wallet',
};

const isKind = (field: unknown): field is RuleRefKind =>
  field === 'wallet' || field === 'category' || field === 'label';

type Node = Record<string, unknown>;

/** Conditions with their refs mapped; `missing` collects the refs that map to nothing. */
function mapConditions(node: Node, map: RuleRefMap, missing: string[]): Node {
  for (const key of ['all', 'any'] as const) {
    const members = node[key];
    if (Array.isArray(members))
      return { ...node, [key]: members.map((member) => mapConditions(member, map, missing)) };
  }
  if (!isKind(node.field)) return node;
  const kind = node.field;
  const one = (ref: unknown) => {
    const id = typeof ref === 'number' ? map(kind, ref) : undefined;
    if (id === undefined) missing.push(`${kind} ${String(ref)}`);
    return id ?? ref;
  };
  return { ...node, value: Array.isArray(node.value) ? node.value.map(one) : one(node.value) };
}

/**
 * The rule as the rules API takes it, its refs mapped by `map`: an error message when it is not a rule or names
 * something the file does not have.
 */
export function mappedRule(
  rule: { name: string; stage: string; active: boolean; conditions: unknown; actions: unknown },
  map: RuleRefMap,
): { rule: RuleBody } | { problem: string } {
  const missing: string[] = [];
  const conditions =
    typeof rule.conditions === 'object' && rule.conditions !== null
      ? mapConditions(rule.conditions as Node, map, missing)
      : rule.conditions;
  const actions = Array.isArray(rule.actions)
    ? rule.actions.map((action: Node) => {
        const kind = ACTION_KINDS[String(action?.type)];
        if (!kind || typeof action.value !== 'number') return action;
        const id = map(kind, action.value);
        if (id === undefined) missing.push(`${kind} ${action.value}`);
        return { ...action, value: id ?? action.value };
      })
    : rule.actions;
  if (missing.length > 0)
    return { problem: `The rule names what the file does not have: ${missing.join(', ')}` };
  const parsed = ruleBodySchema.safeParse({ ...rule, conditions, actions });
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? 'Not a rule' };
  return { rule: parsed.data };
}
