// A rule turned into what runs: its conditions one predicate (groups of all-of and any-of folded into plain
// loops), its actions as the contract read them. Compiled once per rule, run on every entry: the work a
// condition's value needs is done here, not per entry.
import {
  isRuleCondition,
  type Rule,
  type RuleAction,
  type RuleGroup,
  type RuleNode,
  type RuleStage,
} from '@bc/api';
import { conditionPredicate, type Predicate } from './predicates.ts';

/** What a rule needs to run. Whether it is active is the caller's choice: a dry run may try an inactive one. */
export type RuleToCompile = Pick<Rule, 'id' | 'name' | 'stage' | 'position' | 'conditions' | 'actions'>;

export interface CompiledRule {
  readonly id: number;
  readonly name: string;
  readonly stage: RuleStage;
  readonly position: number;
  readonly matches: Predicate;
  readonly actions: readonly RuleAction[];
}

function nodePredicate(node: RuleNode): Predicate {
  return isRuleCondition(node) ? conditionPredicate(node) : groupPredicate(node);
}

function groupPredicate(group: RuleGroup): Predicate {
  const predicates = (group.all ?? group.any ?? []).map(nodePredicate);
  const [only] = predicates;
  if (predicates.length === 1 && only) return only;
  if (group.all) {
    return (subject) => {
      for (const predicate of predicates) if (!predicate(subject)) return false;
      return true;
    };
  }
  return (subject) => {
    for (const predicate of predicates) if (predicate(subject)) return true;
    return false;
  };
}

export function compileRule(rule: RuleToCompile): CompiledRule {
  return {
    id: rule.id,
    name: rule.name,
    stage: rule.stage,
    position: rule.position,
    matches: groupPredicate(rule.conditions),
    actions: rule.actions,
  };
}
