// A rule in one line of words: "Payee contains esselunga → Category: Groceries". Ids read as names, groups
// nested in brackets, every word translated.
import {
  isRuleCondition,
  type Rule,
  type RuleAction,
  type RuleChange,
  type RuleCondition,
  type RuleGroup,
  type RuleNode,
} from '@bc/api';
import type { TFunction } from 'i18next';
import type { RuleNames } from './use-rule-names.ts';

interface SummaryContext {
  t: TFunction<'settings'>;
  names: RuleNames;
}

function conditionValueText({ field, value }: RuleCondition, { t, names }: SummaryContext): string {
  const one = (item: string | number): string => {
    if (field === 'wallet') return names.wallet(Number(item));
    if (field === 'category') return names.category(Number(item));
    if (field === 'label') return names.label(Number(item));
    if (field === 'type') return t(`rules.types.${item}`);
    return String(item);
  };
  if (!Array.isArray(value)) return one(value);
  return value.map(one).join(t('rules.summary.listSeparator'));
}

export function conditionText(condition: RuleCondition, context: SummaryContext): string {
  const { t } = context;
  const field = t(`rules.fields.${condition.field}`);
  const op = t(`rules.operators.${condition.op}`);
  if (condition.op === 'between') {
    const [low = '', high = ''] = condition.value;
    return t('rules.summary.between', { field, op, low, high });
  }
  return t('rules.summary.condition', { field, op, value: conditionValueText(condition, context) });
}

export function groupText(group: RuleGroup, context: SummaryContext, nested = false): string {
  const members: readonly RuleNode[] = group.all ?? group.any ?? [];
  const joiner = context.t(group.all ? 'rules.summary.and' : 'rules.summary.or');
  const text = members
    .map((member) =>
      isRuleCondition(member) ? conditionText(member, context) : groupText(member, context, true),
    )
    .join(joiner);
  return nested && members.length > 1 ? `(${text})` : text;
}

export function actionText(action: RuleAction, { t, names }: SummaryContext): string {
  switch (action.type) {
    case 'set_category':
      return t('rules.summary.actions.set_category', { value: names.category(action.value) });
    case 'add_label':
    case 'remove_label':
      return t(`rules.summary.actions.${action.type}`, { value: names.label(action.value) });
    case 'transfer_to_wallet':
      return t('rules.summary.actions.transfer_to_wallet', { value: names.wallet(action.value) });
    case 'exclude_from_stats':
      return t(action.value ? 'rules.summary.actions.excluded' : 'rules.summary.actions.included');
    case 'set_note':
      return action.value === ''
        ? t('rules.summary.actions.clearNote')
        : t('rules.summary.actions.set_note', { value: action.value });
    default:
      return t(`rules.summary.actions.${action.type}`, { value: action.value });
  }
}

/** The rule's conditions, an arrow, and what it does. */
export function ruleSummary(rule: Pick<Rule, 'conditions' | 'actions'>, context: SummaryContext): string {
  const actions = rule.actions
    .map((action) => actionText(action, context))
    .join(context.t('rules.summary.listSeparator'));
  return context.t('rules.summary.rule', { conditions: groupText(rule.conditions, context), actions });
}

/** One side of a dry run's change as words: names for ids, Yes and No for a flag, "none" for nothing. */
export function changeValueText(
  field: RuleChange['field'],
  value: RuleChange['before'],
  { t, names }: SummaryContext,
): string {
  if (value === null || (Array.isArray(value) && value.length === 0) || value === '')
    return t('rules.values.none');
  if (typeof value === 'boolean') return t(value ? 'rules.values.yes' : 'rules.values.no');
  if (Array.isArray(value)) return value.map((id) => names.label(id)).join(t('rules.summary.listSeparator'));
  if (field === 'category') return names.category(Number(value));
  if (field === 'transfer_wallet') return names.wallet(Number(value));
  if (field === 'labels') return names.label(Number(value));
  if (field === 'type') return t(`rules.types.${value}`, { defaultValue: String(value) });
  return String(value);
}
