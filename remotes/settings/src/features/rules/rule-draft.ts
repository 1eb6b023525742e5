// The rule builder's state: a rule as the person edits it (every value a string or a list of strings, as the
// inputs hold them, each condition and group with a key of its own), and the body it sends. The draft keeps the
// body's shape, member for member, so a problem's path (`conditions.all.2.value`) names the draft's own input.
import {
  isRuleCondition,
  RULE_ACTION_TYPES,
  RULE_AMOUNT_FIELDS,
  RULE_AMOUNT_OPERATORS,
  RULE_CHOICE_FIELDS,
  RULE_CHOICE_OPERATORS,
  RULE_DATE_OPERATORS,
  RULE_ID_FIELDS,
  RULE_MESSAGES,
  RULE_TEXT_FIELDS,
  RULE_TEXT_OPERATORS,
  type Rule,
  type RuleAction,
  type RuleActionType,
  type RuleBody,
  type RuleChoiceField,
  type RuleConditionField,
  type RuleGroup,
  type RuleNode,
  type RuleStage,
  ruleBodySchema,
} from '@bc/api';

export type RuleOperator =
  | (typeof RULE_TEXT_OPERATORS)[number]
  | (typeof RULE_AMOUNT_OPERATORS)[number]
  | (typeof RULE_CHOICE_OPERATORS)[number]
  | (typeof RULE_DATE_OPERATORS)[number];

/** Groups nest three levels deep: the conditions' own group is level 1. */
export const MAX_GROUP_LEVEL = 3;

export interface ConditionDraft {
  kind: 'condition';
  key: string;
  field: RuleConditionField;
  op: RuleOperator;
  /** A list for one_of and between, else one value. */
  value: string | string[];
}

export interface GroupDraft {
  kind: 'group';
  key: string;
  mode: 'all' | 'any';
  members: NodeDraft[];
}

export type NodeDraft = ConditionDraft | GroupDraft;

export interface ActionDraft {
  key: string;
  type: RuleActionType;
  /** An id, a text, or 'true' / 'false' for exclude_from_stats. */
  value: string;
}

export interface RuleDraft {
  name: string;
  stage: RuleStage;
  active: boolean;
  conditions: GroupDraft;
  actions: ActionDraft[];
}

let lastKey = 0;
/** A key for a new row: React keeps each row's inputs (and focus) with it while others come and go. */
export const newKey = () => `k${++lastKey}`;

const isTextField = (field: RuleConditionField) => (RULE_TEXT_FIELDS as readonly string[]).includes(field);
const isAmountField = (field: RuleConditionField) =>
  (RULE_AMOUNT_FIELDS as readonly string[]).includes(field);
/** Wallet, category and label: their values are ids, chosen from the workspace's. */
export const isIdField = (field: RuleConditionField) => (RULE_ID_FIELDS as readonly string[]).includes(field);
/** Wallet, category, label, type and currency: their values are chosen from a list. */
export const isChoiceField = (field: RuleConditionField): field is RuleChoiceField =>
  (RULE_CHOICE_FIELDS as readonly string[]).includes(field);

/** The operators a field takes, in the contract's order. */
export function operatorsOf(field: RuleConditionField): readonly RuleOperator[] {
  if (isTextField(field)) return RULE_TEXT_OPERATORS;
  if (isAmountField(field)) return RULE_AMOUNT_OPERATORS;
  if (field === 'date') return RULE_DATE_OPERATORS;
  return RULE_CHOICE_OPERATORS;
}

/** What kind of value a field takes with an operator: the builder's input and the body's value follow it. */
export type ValueKind = 'list' | 'pair' | 'one';
export const valueKindOf = (op: RuleOperator): ValueKind =>
  op === 'one_of' ? 'list' : op === 'between' ? 'pair' : 'one';

const emptyValue = (op: RuleOperator): string | string[] =>
  op === 'one_of' ? [] : op === 'between' ? ['', ''] : '';

export const newCondition = (field: RuleConditionField = 'payee', op?: RuleOperator): ConditionDraft => {
  const chosen = op ?? operatorsOf(field)[0] ?? 'is';
  return { kind: 'condition', key: newKey(), field, op: chosen, value: emptyValue(chosen) };
};

export const newGroup = (mode: 'all' | 'any' = 'all'): GroupDraft => ({
  kind: 'group',
  key: newKey(),
  mode,
  members: [newCondition()],
});

/**
 * The condition with another field: its operator stays when the new field takes it (text to text, is to is),
 * and so does its value when the kind of value stays and the value still means something there.
 */
export function withField(condition: ConditionDraft, field: RuleConditionField): ConditionDraft {
  const ops = operatorsOf(field);
  const op = ops.includes(condition.op) ? condition.op : (ops[0] ?? 'is');
  const sameValues =
    (isTextField(field) && isTextField(condition.field)) ||
    (isAmountField(field) && isAmountField(condition.field));
  return {
    ...condition,
    field,
    op,
    value: sameValues && op === condition.op ? condition.value : emptyValue(op),
  };
}

/**
 * The condition with another operator: the value is carried over where it still means the same (one value
 * becomes the first of a list or of a pair, a list or a pair gives its first); a date and a day of the month
 * do not turn into each other.
 */
export function withOperator(condition: ConditionDraft, op: RuleOperator): ConditionDraft {
  const dayOfMonth = (which: RuleOperator) => which === 'day_of_month';
  if (dayOfMonth(op) !== dayOfMonth(condition.op)) return { ...condition, op, value: emptyValue(op) };
  const first = Array.isArray(condition.value) ? (condition.value[0] ?? '') : condition.value;
  const kind = valueKindOf(op);
  if (kind === valueKindOf(condition.op)) return { ...condition, op };
  if (kind === 'one') return { ...condition, op, value: first };
  if (kind === 'pair') return { ...condition, op, value: [first, ''] };
  return { ...condition, op, value: first.trim() === '' ? [] : [first] };
}

/** The first action type the rule does not use yet (a rule sets each field once). */
export function nextActionType(actions: readonly ActionDraft[]): RuleActionType {
  const used = new Set(actions.map((action) => action.type));
  return RULE_ACTION_TYPES.find((type) => !used.has(type)) ?? 'append_note';
}

export const newAction = (type: RuleActionType): ActionDraft => ({
  key: newKey(),
  type,
  value: type === 'exclude_from_stats' ? 'true' : '',
});

export const newRuleDraft = (): RuleDraft => ({
  name: '',
  stage: 'normal',
  active: true,
  conditions: newGroup(),
  actions: [newAction('set_category')],
});

/** A new rule from a payee and the category it gets: "payee is X → category N", named after the payee. */
export function draftFromPayee(payee: string, categoryId: number | null): RuleDraft {
  const draft = newRuleDraft();
  return {
    ...draft,
    name: payee,
    conditions: { ...draft.conditions, members: [{ ...newCondition('payee', 'is'), value: payee }] },
    actions: [{ ...newAction('set_category'), value: categoryId ? String(categoryId) : '' }],
  };
}

// ---- From a saved rule -----------------------------------------------------------------------------------

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

function nodeDraft(node: RuleNode): NodeDraft {
  if (isRuleCondition(node)) {
    const value = Array.isArray(node.value) ? node.value.map(asText) : asText(node.value);
    return { kind: 'condition', key: newKey(), field: node.field, op: node.op, value };
  }
  return groupDraft(node);
}

function groupDraft(group: RuleGroup): GroupDraft {
  const mode = group.all ? 'all' : 'any';
  return { kind: 'group', key: newKey(), mode, members: (group[mode] ?? []).map(nodeDraft) };
}

export function draftOf(rule: Pick<Rule, 'name' | 'stage' | 'active' | 'conditions' | 'actions'>): RuleDraft {
  return {
    name: rule.name,
    stage: rule.stage,
    active: rule.active,
    conditions: groupDraft(rule.conditions),
    actions: rule.actions.map((action) => ({
      key: newKey(),
      type: action.type,
      value: asText(action.value),
    })),
  };
}

// ---- To the body -----------------------------------------------------------------------------------------

/** An id as the API takes it; an empty choice is sent as null, which the contract refuses with its path. */
const idValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));
/** A day of the month as a number; empty is null (refused with its path). */
const numberValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

function conditionValue({ field, op, value }: ConditionDraft): unknown {
  const list = Array.isArray(value) ? value : [value];
  const one = Array.isArray(value) ? (value[0] ?? '') : value;
  // A list of texts is typed a line each: the empty lines are no values.
  const values = list.filter((item) => item.trim() !== '');
  if (isIdField(field)) return op === 'one_of' ? values.map(idValue) : idValue(one);
  if (field === 'date' && op === 'day_of_month') return numberValue(one);
  if (op === 'one_of') return values;
  if (op === 'between') return list;
  return one;
}

function nodeBody(node: NodeDraft): unknown {
  if (node.kind === 'condition') return { field: node.field, op: node.op, value: conditionValue(node) };
  return { [node.mode]: node.members.map(nodeBody) };
}

function actionValue({ type, value }: ActionDraft): unknown {
  switch (type) {
    case 'set_category':
    case 'add_label':
    case 'remove_label':
    case 'transfer_to_wallet':
      return idValue(value);
    case 'exclude_from_stats':
      return value === 'true';
    default:
      return value;
  }
}

/**
 * The body of POST /api/rules or PUT /api/rules/{id}, member for member as the draft holds them (nothing
 * dropped, so the paths of the answer's problems are the draft's). Typed loosely: what the person typed is
 * sent as it is and the contract says what is wrong with it.
 */
export function ruleBodyOf(draft: RuleDraft): RuleBody {
  return {
    name: draft.name,
    stage: draft.stage,
    active: draft.active,
    conditions: nodeBody(draft.conditions) as RuleBody['conditions'],
    actions: draft.actions.map((action) => ({
      type: action.type,
      value: actionValue(action),
    })) as RuleAction[],
  };
}

/**
 * The problems of a body as the server would answer them, by path, read with the same contract: the first
 * message of each path, as the server keeps it.
 */
export function bodyProblems(body: RuleBody): Record<string, string> {
  const result = ruleBodySchema.safeParse(body);
  const problems: Record<string, string> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) problems[issue.path.join('.') || 'body'] ??= issue.message;
  return problems;
}

/** The messages the server writes besides the contract's: an id the workspace does not have. */
const REFERENCE_MESSAGES = {
  walletNotFound: 'Wallet not found',
  labelNotFound: 'Label not found',
  categoryNotFound: 'Category not found',
} as const;

export type RuleMessageKey = keyof typeof RULE_MESSAGES | keyof typeof REFERENCE_MESSAGES | 'invalid';

/** The key of a message of the contract or the server, to translate it; `invalid` for any other. */
export function ruleMessageKey(message: string): RuleMessageKey {
  const known = { ...RULE_MESSAGES, ...REFERENCE_MESSAGES };
  const key = (Object.keys(known) as (keyof typeof known)[]).find((name) => known[name] === message);
  return key ?? 'invalid';
}

/** The problems about one input: its own path, or a path inside it (a value of a list). */
export function problemAt(problems: Readonly<Record<string, string>>, path: string): string | undefined {
  if (problems[path] !== undefined) return problems[path];
  const inside = Object.keys(problems).find((key) => key.startsWith(`${path}.`));
  return inside === undefined ? undefined : problems[inside];
}

/**
 * The problems no input of the builder shows (a path it has no place for): the form's alert lists them. Each
 * condition shows its field, operator and value (and the values inside it), each group its own problems and
 * its list's, each action its type and value.
 */
export function unplacedProblems(draft: RuleDraft, problems: Readonly<Record<string, string>>): string[] {
  const exact = new Set(['name', 'stage', 'active', 'actions']);
  const prefixes: string[] = [];
  const walk = (node: NodeDraft, path: string) => {
    exact.add(path);
    if (node.kind === 'condition') {
      exact.add(`${path}.field`);
      exact.add(`${path}.op`);
      exact.add(`${path}.value`);
      prefixes.push(`${path}.value.`);
      return;
    }
    exact.add(`${path}.all`);
    exact.add(`${path}.any`);
    for (const [index, member] of node.members.entries()) walk(member, `${path}.${node.mode}.${index}`);
  };
  walk(draft.conditions, 'conditions');
  draft.actions.forEach((_, index) => {
    exact.add(`actions.${index}`);
    exact.add(`actions.${index}.type`);
    exact.add(`actions.${index}.value`);
  });
  return Object.entries(problems)
    .filter(([path]) => !exact.has(path) && !prefixes.some((prefix) => path.startsWith(prefix)))
    .map(([, message]) => message);
}
