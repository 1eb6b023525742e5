// The order rules run in: by stage (first, normal, last), then by their place in the stage. The list page moves
// a rule inside its stage only, and sends the whole list in its new order.
import { RULE_STAGES, type Rule, type RuleStage } from '@bc/api';

export type MoveDirection = 'up' | 'down';

/** The rules of each stage that has any, in the order of the list. */
export function rulesByStage<T extends Pick<Rule, 'stage'>>(
  rules: readonly T[],
): { stage: RuleStage; rules: T[] }[] {
  return RULE_STAGES.map((stage) => ({ stage, rules: rules.filter((rule) => rule.stage === stage) })).filter(
    (group) => group.rules.length > 0,
  );
}

/**
 * The whole list with one rule moved to `index` among the other rules of its stage (0 is the stage's top); the
 * same list when the rule is not there or the place is out of the stage.
 */
export function moveInStage<T extends Pick<Rule, 'id' | 'stage'>>(
  rules: readonly T[],
  id: number,
  index: number,
): T[] {
  const moved = rules.find((rule) => rule.id === id);
  if (!moved) return [...rules];
  const stage = rules.filter((rule) => rule.stage === moved.stage);
  const others = stage.filter((rule) => rule.id !== id);
  if (index < 0 || index > others.length) return [...rules];
  const reordered = [...others.slice(0, index), moved, ...others.slice(index)];
  // The stage's slots in the list keep their places; its rules fill them in the new order.
  let next = 0;
  return rules.map((rule) => (rule.stage === moved.stage ? (reordered[next++] as T) : rule));
}

/** The list with the rule one place up or down in its stage, or null when it is already at that end. */
export function moveByOne<T extends Pick<Rule, 'id' | 'stage'>>(
  rules: readonly T[],
  id: number,
  direction: MoveDirection,
): T[] | null {
  const moved = rules.find((rule) => rule.id === id);
  if (!moved) return null;
  const index = rules.filter((rule) => rule.stage === moved.stage).indexOf(moved);
  const target = direction === 'up' ? index - 1 : index + 1;
  const count = rules.filter((rule) => rule.stage === moved.stage).length;
  return target < 0 || target >= count ? null : moveInStage(rules, id, target);
}
