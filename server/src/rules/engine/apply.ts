// Rules applied to one subject (an import row, a new entry, an entry of history): which rules match, what
// they change, and which rule set each field, for the preview ("category from rule Groceries"), the dry run
// and the record of a run.
import { RULE_CHANGE_FIELDS, RULE_STAGES, type RuleChangeField, type RuleStage } from '@bc/api';
import { runActions } from './actions.ts';
import type { CompiledRule } from './compile.ts';
import { prepareSubject, type RuleSubject } from './subject.ts';

/** A field's value as changes report it: an id, a name or note, label ids, a flag, a type, or none. */
export type RuleFieldValue = string | number | boolean | readonly number[] | null;

export interface AppliedChange {
  field: RuleChangeField;
  before: RuleFieldValue;
  after: RuleFieldValue;
  ruleId: number;
}

export interface ApplyOptions {
  /**
   * Fields the rules leave as they are:
   * - 'filled': every field that already holds something, so rules only fill what the person left empty
   *   (an entry created by hand or through the API);
   * - a set of fields, whatever they hold: on a run over history, the fields the person set by hand on that
   *   entry; an empty set to change everything ("also change my own edits", an import preview's rows).
   */
  keep: 'filled' | ReadonlySet<RuleChangeField>;
}

export interface AppliedRules {
  /** The subject after every rule. */
  result: RuleSubject;
  /** Every change in the order the rules made it: a field two rules set is there twice, the later last. */
  changes: AppliedChange[];
  /** The rule that last set each changed field. */
  setBy: Partial<Record<RuleChangeField, number>>;
  /** The rules whose conditions held, in the order they ran (one may match and change nothing). */
  matchedRuleIds: number[];
}

const FIELD_VALUES: Readonly<Record<RuleChangeField, (subject: RuleSubject) => RuleFieldValue>> = {
  category: (subject) => subject.categoryId,
  payee: (subject) => subject.payee,
  labels: (subject) => subject.labelIds,
  note: (subject) => subject.note,
  exclude_from_stats: (subject) => subject.excludeFromStats,
  type: (subject) => subject.type,
  transfer_wallet: (subject) => subject.transferWalletId,
};

const FILLED: Readonly<Record<RuleChangeField, (subject: RuleSubject) => boolean>> = {
  category: (subject) => subject.categoryId !== null,
  payee: (subject) => Boolean(subject.payee?.trim()),
  labels: (subject) => subject.labelIds.length > 0,
  note: (subject) => Boolean(subject.note?.trim()),
  exclude_from_stats: (subject) => subject.excludeFromStats,
  // Every entry has a type, the one the person chose: filling empty fields never makes a transfer of it.
  type: () => true,
  transfer_wallet: (subject) => subject.transferWalletId !== null,
};

const filledFields = (subject: RuleSubject): ReadonlySet<RuleChangeField> =>
  new Set(RULE_CHANGE_FIELDS.filter((field) => FILLED[field](subject)));

/**
 * Fields the ledger fixes, whatever the caller keeps: only expenses and incoming have a category of the
 * person's choosing and may become transfers (a debit, a transfer and a saving have their type's category);
 * a debit's payee is the party that owes or is owed, whose balance it moves, not a name to tidy.
 */
function fixedByLedger(subject: RuleSubject): RuleChangeField[] {
  if (subject.type === 'expense' || subject.type === 'income') return [];
  const fixed: RuleChangeField[] = ['category', 'type', 'transfer_wallet'];
  if (subject.type === 'debit') fixed.push('payee');
  return fixed;
}

const sameValue = (a: RuleFieldValue, b: RuleFieldValue): boolean =>
  Array.isArray(a) && Array.isArray(b)
    ? a.length === b.length && a.every((value, index) => value === b[index])
    : a === b;

const STAGE_RANK = Object.fromEntries(RULE_STAGES.map((stage, rank) => [stage, rank])) as Record<
  RuleStage,
  number
>;

/** Stage (first, normal, last), then the person's order in it; the id settles a tie, so the order is total. */
const runsBefore = (a: CompiledRule, b: CompiledRule): number =>
  STAGE_RANK[a.stage] - STAGE_RANK[b.stage] || a.position - b.position || a.id - b.id;

/**
 * The rules in the order they run. Rules already in that order come back as they are after one pass over
 * them, so a caller applying the same rules to many subjects sorts them once with this.
 */
export function runOrder(rules: readonly CompiledRule[]): readonly CompiledRule[] {
  for (let index = 1; index < rules.length; index++) {
    const [previous, rule] = [rules[index - 1], rules[index]];
    if (previous && rule && runsBefore(previous, rule) > 0) return [...rules].sort(runsBefore);
  }
  return rules;
}

/**
 * Applies the rules, given in any order, to a subject. Each rule runs once, in run order, and sees the
 * subject as the rules before it left it: a rule that sets the category can make a later rule's "category
 * is" hold. When two rules set the same field, the later one's value stays (both changes are reported).
 * Fields `options.keep` names are left alone: 'filled' is judged on the subject as given, so a field an
 * earlier rule filled can still be set again by a later one.
 */
export function applyRules(
  rules: readonly CompiledRule[],
  subject: RuleSubject,
  options: ApplyOptions,
): AppliedRules {
  const keep = options.keep === 'filled' ? filledFields(subject) : options.keep;
  const fixed = fixedByLedger(subject);
  const kept = fixed.length === 0 ? keep : new Set([...keep, ...fixed]);
  const changes: AppliedChange[] = [];
  const setBy: Partial<Record<RuleChangeField, number>> = {};
  const matchedRuleIds: number[] = [];
  let prepared = prepareSubject(subject);
  for (const rule of runOrder(rules)) {
    if (!rule.matches(prepared)) continue;
    matchedRuleIds.push(rule.id);
    const before = prepared.subject;
    const after = runActions(before, rule.actions, kept);
    if (after === before) continue;
    for (const field of RULE_CHANGE_FIELDS) {
      const [was, is] = [FIELD_VALUES[field](before), FIELD_VALUES[field](after)];
      if (sameValue(was, is)) continue;
      changes.push({ field, before: was, after: is, ruleId: rule.id });
      setBy[field] = rule.id;
    }
    prepared = prepareSubject(after, prepared);
  }
  return { result: prepared.subject, changes, setBy, matchedRuleIds };
}
