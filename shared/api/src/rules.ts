// Rules that file entries (issue 25). A rule's conditions pick entries: payee, note, amount, wallet, category,
// label, type, currency, date, in groups of all-of and any-of nested three levels deep at most. Its actions
// change them: category, payee, labels, note, stats, transfer. The server runs rules on import previews, on
// new entries and on history; server/src/rules/engine is what runs them.
// Each field takes its own operators and values, so a condition the engine cannot run does not parse, and a
// problem names its path (`conditions.all.2.value`, `actions.0.value`). Amounts travel as decimal strings
// ("-12.34", money out negative), dates as YYYY-MM-DD, ids as numbers (the server checks that they are the
// workspace's). Text comparisons ignore case and accents; a regular expression ignores case only.
import { ENTRY_TYPES } from '@bc/domain';
import { z } from 'zod';
import { decimalToCents } from './money.ts';
import { type RegexRisk, regexRisk } from './rules-regex.ts';
import { flagSchema, idSchema, parseWireDate, unstorableTextProblem } from './wire.ts';

export const RULE_STAGES = ['first', 'normal', 'last'] as const;
export type RuleStage = (typeof RULE_STAGES)[number];

export const RULE_TEXT_FIELDS = ['payee', 'note'] as const;
export type RuleTextField = (typeof RULE_TEXT_FIELDS)[number];
export const RULE_AMOUNT_FIELDS = ['amount', 'amount_in', 'amount_out'] as const;
export type RuleAmountField = (typeof RULE_AMOUNT_FIELDS)[number];
export const RULE_ID_FIELDS = ['wallet', 'category', 'label'] as const;
/** Fields compared with is, is not and one of. */
export const RULE_CHOICE_FIELDS = [...RULE_ID_FIELDS, 'type', 'currency'] as const;
export type RuleChoiceField = (typeof RULE_CHOICE_FIELDS)[number];
export const RULE_CONDITION_FIELDS = [
  ...RULE_TEXT_FIELDS,
  ...RULE_AMOUNT_FIELDS,
  ...RULE_CHOICE_FIELDS,
  'date',
] as const;
export type RuleConditionField = (typeof RULE_CONDITION_FIELDS)[number];

export const RULE_TEXT_OPERATORS = [
  'is',
  'is_not',
  'contains',
  'does_not_contain',
  'starts_with',
  'one_of',
  'matches',
] as const;
export const RULE_AMOUNT_OPERATORS = ['is', 'between', 'greater', 'less', 'approximately'] as const;
export const RULE_CHOICE_OPERATORS = ['is', 'is_not', 'one_of'] as const;
export const RULE_DATE_OPERATORS = ['on', 'before', 'after', 'day_of_month'] as const;

export const RULE_ACTION_TYPES = [
  'set_category',
  'set_payee',
  'add_label',
  'remove_label',
  'set_note',
  'append_note',
  'exclude_from_stats',
  'transfer_to_wallet',
] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];

/** The fields of an entry that actions change: what a dry run's changes and the engine's results name. */
export const RULE_CHANGE_FIELDS = [
  'category',
  'payee',
  'labels',
  'note',
  'exclude_from_stats',
  'type',
  'transfer_wallet',
] as const;
export type RuleChangeField = (typeof RULE_CHANGE_FIELDS)[number];

export const RULE_NAME_MAX = 120;
export const RULE_PAYEE_MAX = 120;
export const RULE_NOTE_MAX = 1000;
export const RULE_CONDITION_TEXT_MAX = 200;
export const RULE_REGEX_MAX = 200;
/** How a rule's regular expression is compiled: case-insensitive, and `u` for the one strict syntax the safety check reads. */
export const RULE_REGEX_FLAGS = 'iu';
/** Values of a `one_of`, conditions of a group, actions of a rule: plenty for a person, bounded for the engine. */
export const RULE_LIST_MAX = 100;
export const RULE_GROUP_MAX = 50;
export const RULE_ACTIONS_MAX = 20;
/** How many changes a dry run lists. */
export const RULE_DRY_RUN_CHANGES = 100;

export const RULE_MESSAGES = {
  name: `Name the rule (at most ${RULE_NAME_MAX} characters)`,
  text: `Write the text to look for (at most ${RULE_CONDITION_TEXT_MAX} characters)`,
  regexLength: `A regular expression has at most ${RULE_REGEX_MAX} characters`,
  regexInvalid: 'This regular expression does not compile',
  nestedRepeat:
    'A repeat inside a repeat, such as (a+)+, can take forever to fail: write it without the nesting',
  ambiguousAlternatives:
    'Alternatives that can begin with the same character, repeated or many in a row, such as (a|aa)+, can take forever to fail',
  adjacentRepeats:
    'Two repeats in a row that can match the same characters, such as .*.* or \\d+\\d*, can take forever to fail',
  backReference: 'Back-references such as \\1 are not allowed in a rule',
  amount: 'Use an amount with at most two decimals, such as -12.34',
  unsignedAmount: 'Money in and money out are compared without their sign: write 12.34',
  between: 'The first amount is the lower one',
  date: 'Use a date as yyyy-mm-dd that exists',
  currency: 'Use a three-letter currency code, such as EUR',
  field: `Choose a field: ${RULE_CONDITION_FIELDS.join(', ')}`,
  tooDeep: 'Groups nest three levels deep at most',
  group: 'A group is either all: [...] or any: [...]',
  groupSize: `A group holds 1 to ${RULE_GROUP_MAX} conditions or groups`,
  choices: `List 1 to ${RULE_LIST_MAX} values`,
  type: `Choose a type: ${ENTRY_TYPES.join(', ')}`,
  actions: `A rule has 1 to ${RULE_ACTIONS_MAX} actions`,
  textOperator: `A text field takes ${RULE_TEXT_OPERATORS.join(', ')}`,
  amountOperator: `An amount takes ${RULE_AMOUNT_OPERATORS.join(', ')}`,
  choiceOperator: `This field takes ${RULE_CHOICE_OPERATORS.join(', ')}`,
  dateOperator: `A date takes ${RULE_DATE_OPERATORS.join(', ')}`,
  action: `Choose an action: ${RULE_ACTION_TYPES.join(', ')}`,
  payee: `Write the payee's name (at most ${RULE_PAYEE_MAX} characters)`,
  note: `A note has at most ${RULE_NOTE_MAX} characters`,
  sameFieldTwice: 'A rule changes each field once',
  sameLabelTwice: 'A rule adds or removes each label once',
  orderIds: 'List each rule once',
} as const satisfies Record<string, string> & Record<RegexRisk, string>;

/** Text the database can store (no NUL, no half of a character), trimmed, of the given length. */
function storableText(min: number, max: number, message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, message)
    .superRefine((text, context) => {
      const problem = unstorableTextProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const conditionText = storableText(1, RULE_CONDITION_TEXT_MAX, RULE_MESSAGES.text);

/** A pattern that compiles, is short, and cannot backtrack for ages (see rules-regex.ts). */
const regexSchema = z
  .string({ error: RULE_MESSAGES.regexInvalid })
  .min(1, RULE_MESSAGES.regexInvalid)
  .max(RULE_REGEX_MAX, RULE_MESSAGES.regexLength)
  .superRefine((pattern, context) => {
    // Too long has its message already; a long pattern is not worth compiling and reading.
    if (pattern.length > RULE_REGEX_MAX) return;
    try {
      new RegExp(pattern, RULE_REGEX_FLAGS);
    } catch {
      context.addIssue({ code: 'custom', message: RULE_MESSAGES.regexInvalid });
      return;
    }
    const risk = regexRisk(pattern);
    if (risk) context.addIssue({ code: 'custom', message: RULE_MESSAGES[risk] });
  });

const choices = <T extends z.ZodType>(value: T) =>
  z.array(value).min(1, RULE_MESSAGES.choices).max(RULE_LIST_MAX, RULE_MESSAGES.choices);

const textConditionSchema = z.discriminatedUnion(
  'op',
  [
    z.strictObject({
      field: z.enum(RULE_TEXT_FIELDS),
      op: z.enum(['is', 'is_not', 'contains', 'does_not_contain', 'starts_with']),
      value: conditionText,
    }),
    z.strictObject({
      field: z.enum(RULE_TEXT_FIELDS),
      op: z.literal('one_of'),
      value: choices(conditionText),
    }),
    z.strictObject({ field: z.enum(RULE_TEXT_FIELDS), op: z.literal('matches'), value: regexSchema }),
  ],
  { error: RULE_MESSAGES.textOperator },
);

const amountText = z
  .string({ error: RULE_MESSAGES.amount })
  .max(20, RULE_MESSAGES.amount)
  .refine((text) => decimalToCents(text) !== null, RULE_MESSAGES.amount);
/** Money in and money out are compared on the size of the amount, so their values have no sign. */
const unsignedAmountText = amountText.refine(
  (text) => !text.trim().startsWith('-'),
  RULE_MESSAGES.unsignedAmount,
);

/** The amount conditions of some fields, with their kind of value. */
function amountConditionSchema<const F extends readonly [string, ...string[]]>(
  fields: F,
  value: z.ZodType<string>,
) {
  return z.discriminatedUnion(
    'op',
    [
      z.strictObject({
        field: z.enum(fields),
        op: z.enum(['is', 'greater', 'less', 'approximately']),
        value,
      }),
      z.strictObject({
        field: z.enum(fields),
        op: z.literal('between'),
        value: z.tuple([value, value]).refine(
          ([low, high]) => {
            const [lowCents, highCents] = [decimalToCents(low), decimalToCents(high)];
            // An amount that does not read has its own message already.
            return lowCents === null || highCents === null || lowCents <= highCents;
          },
          { message: RULE_MESSAGES.between, path: [1] },
        ),
      }),
    ],
    { error: RULE_MESSAGES.amountOperator },
  );
}

/** is, is not, one of: for ids, types and currencies. */
function choiceConditionSchema<const F extends readonly [string, ...string[]], V extends z.ZodType>(
  fields: F,
  value: V,
) {
  return z.discriminatedUnion(
    'op',
    [
      z.strictObject({ field: z.enum(fields), op: z.enum(['is', 'is_not']), value }),
      z.strictObject({ field: z.enum(fields), op: z.literal('one_of'), value: choices(value) }),
    ],
    { error: RULE_MESSAGES.choiceOperator },
  );
}

const currencyCode = z
  .string({ error: RULE_MESSAGES.currency })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, RULE_MESSAGES.currency);

const calendarDate = z
  .string({ error: RULE_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, RULE_MESSAGES.date)
  .refine((text) => parseWireDate(text)?.date === text, RULE_MESSAGES.date);

const dateConditionSchema = z.discriminatedUnion(
  'op',
  [
    z.strictObject({ field: z.literal('date'), op: z.enum(['on', 'before', 'after']), value: calendarDate }),
    // 31 (or 30, or 29) also matches the last day of a month too short to have it: "the 31st" of a person's
    // plan is February's 28th, as in the plans of @bc/domain.
    z.strictObject({
      field: z.literal('date'),
      op: z.literal('day_of_month'),
      value: z.number().int().min(1).max(31),
    }),
  ],
  { error: RULE_MESSAGES.dateOperator },
);

/** Something shaped as a group, where only a condition may stand. */
const looksLikeGroup = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && ('all' in input || 'any' in input);

/** One condition: its field chooses its operators, its operator the kind of value. */
export const ruleConditionSchema = z.discriminatedUnion(
  'field',
  [
    textConditionSchema,
    amountConditionSchema(['amount'], amountText),
    amountConditionSchema(['amount_in', 'amount_out'], unsignedAmountText),
    choiceConditionSchema(RULE_ID_FIELDS, idSchema),
    choiceConditionSchema(['type'], z.enum(ENTRY_TYPES, RULE_MESSAGES.type)),
    choiceConditionSchema(['currency'], currencyCode),
    dateConditionSchema,
  ],
  // Groups three levels down hold conditions only: a fourth-level group lands here.
  { error: (issue) => (looksLikeGroup(issue.input) ? RULE_MESSAGES.tooDeep : RULE_MESSAGES.field) },
);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

const groupShape = <T extends z.ZodType>(member: T) => ({
  all: z
    .array(member)
    .min(1, RULE_MESSAGES.groupSize)
    .max(RULE_GROUP_MAX, RULE_MESSAGES.groupSize)
    .optional(),
  any: z
    .array(member)
    .min(1, RULE_MESSAGES.groupSize)
    .max(RULE_GROUP_MAX, RULE_MESSAGES.groupSize)
    .optional(),
});

const oneOfAllOrAny = (group: { all?: unknown; any?: unknown }) =>
  (group.all === undefined) !== (group.any === undefined);

/**
 * A condition or a group in a group. A group has no `field`, which is how the union tells them apart (so a
 * problem inside either keeps its own path).
 */
function memberOf<T extends z.ZodType>(innerMember: T) {
  const group = z
    .strictObject({ field: z.undefined().optional(), ...groupShape(innerMember) })
    .refine(oneOfAllOrAny, RULE_MESSAGES.group);
  return z.discriminatedUnion('field', [ruleConditionSchema, group], { error: RULE_MESSAGES.field });
}

/** The conditions of a rule: the top group (level 1), holding groups of level 2, holding groups of level 3. */
export const ruleConditionsSchema = z
  .strictObject(groupShape(memberOf(memberOf(ruleConditionSchema))))
  .refine(oneOfAllOrAny, RULE_MESSAGES.group);

/** A group at any level, as the engine walks it: all of its members must match, or any of them. */
export interface RuleGroup {
  all?: readonly RuleNode[] | undefined;
  any?: readonly RuleNode[] | undefined;
}
export type RuleNode = RuleCondition | RuleGroup;

export const isRuleCondition = (node: RuleNode): node is RuleCondition => 'op' in node;

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('set_category'), value: idSchema.describe('A sub-category') }),
    z.strictObject({
      type: z.literal('set_payee'),
      value: storableText(1, RULE_PAYEE_MAX, RULE_MESSAGES.payee).describe("The payee's clean name"),
    }),
    z.strictObject({ type: z.enum(['add_label', 'remove_label']), value: idSchema }),
    z.strictObject({
      type: z.literal('set_note'),
      value: storableText(0, RULE_NOTE_MAX, RULE_MESSAGES.note).describe('Empty clears the note'),
    }),
    z.strictObject({
      type: z.literal('append_note'),
      value: storableText(1, RULE_NOTE_MAX, RULE_MESSAGES.note),
    }),
    z.strictObject({ type: z.literal('exclude_from_stats'), value: z.boolean() }),
    z.strictObject({
      type: z.literal('transfer_to_wallet'),
      value: idSchema.describe('The wallet the money goes to'),
    }),
  ],
  { error: RULE_MESSAGES.action },
);
export type RuleAction = z.infer<typeof ruleActionSchema>;

/**
 * What an action claims: setting a field once per rule, each label once. Two claims on the same thing
 * would make the rule's result depend on the order of its own actions. `set_note` and `append_note` are
 * meant to go together (set, then add to it), so appending claims nothing.
 */
function actionClaim(action: RuleAction): string | null {
  switch (action.type) {
    case 'add_label':
    case 'remove_label':
      return `label ${action.value}`;
    case 'append_note':
      return null;
    default:
      return action.type;
  }
}

const ruleActionsSchema = z
  .array(ruleActionSchema)
  .min(1, RULE_MESSAGES.actions)
  .max(RULE_ACTIONS_MAX, RULE_MESSAGES.actions)
  .superRefine((actions, context) => {
    const claimed = new Set<string>();
    for (const [index, action] of actions.entries()) {
      const claim = actionClaim(action);
      if (claim === null) continue;
      if (claimed.has(claim)) {
        const message = claim.startsWith('label')
          ? RULE_MESSAGES.sameLabelTwice
          : RULE_MESSAGES.sameFieldTwice;
        context.addIssue({ code: 'custom', message, path: [index] });
      }
      claimed.add(claim);
    }
  });

/** POST /api/rules and PUT /api/rules/{id}. */
export const ruleBodySchema = z.object({
  name: storableText(1, RULE_NAME_MAX, RULE_MESSAGES.name),
  stage: z.enum(RULE_STAGES).default('normal').describe('Rules run by stage, then by their order in it'),
  active: z.boolean().default(true),
  conditions: ruleConditionsSchema,
  actions: ruleActionsSchema,
});
export type RuleBody = z.infer<typeof ruleBodySchema>;

export const ruleSchema = ruleBodySchema.extend({
  id: z.number().int(),
  position: z.number().int().describe("The rule's place in its stage, from 0"),
  created_at: z.string().describe('ISO 8601'),
  updated_at: z.string().describe('ISO 8601'),
});
export type Rule = z.infer<typeof ruleSchema>;

/** GET /api/rules: every rule of the workspace, in the order they run. */
export const ruleListSchema = z.object({ data: z.array(ruleSchema) });
export type RuleList = z.infer<typeof ruleListSchema>;

/** PATCH /api/rules/order: the rules' ids in their new order (stages keep their own order). */
export const ruleOrderBodySchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, RULE_MESSAGES.orderIds),
});
export type RuleOrderBody = z.infer<typeof ruleOrderBodySchema>;

/** POST /api/rules/{id}/apply: `dry_run=1` answers the changes without making them. */
export const ruleApplyQuerySchema = z.object({ dry_run: flagSchema.optional() });
export type RuleApplyQuery = z.infer<typeof ruleApplyQuerySchema>;

/** The body of POST /api/rules/{id}/apply: fields set by hand are left alone unless the person says so. */
export const ruleApplyBodySchema = z.object({
  change_own_edits: z.boolean().default(false).describe('Also change fields a person set by hand'),
});
export type RuleApplyBody = z.infer<typeof ruleApplyBodySchema>;

/** A field's value before or after a rule: an id, a name or note, label ids, a flag, a type, or none. */
const ruleFieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.number()), z.null()]);

export const ruleChangeSchema = z.object({
  entry_uuid: z.string(),
  field: z.enum(RULE_CHANGE_FIELDS),
  before: ruleFieldValueSchema,
  after: ruleFieldValueSchema,
});
export type RuleChange = z.infer<typeof ruleChangeSchema>;

/** POST /api/rules/{id}/apply?dry_run=1: how many entries match, and the first changes. */
export const ruleDryRunSchema = z.object({
  matched: z.number().int(),
  changes: z.array(ruleChangeSchema).max(RULE_DRY_RUN_CHANGES),
});
export type RuleDryRun = z.infer<typeof ruleDryRunSchema>;

/** POST /api/rules/{id}/apply: the background run it started. */
export const ruleRunStartSchema = z.object({ run_id: z.string().uuid() });
export type RuleRunStart = z.infer<typeof ruleRunStartSchema>;

export const ruleRunParamsSchema = z.object({ run_id: z.string().uuid() });

export const RULE_RUN_STATUSES = ['running', 'done', 'failed', 'undone'] as const;
export type RuleRunStatus = (typeof RULE_RUN_STATUSES)[number];

/** GET /api/rules/runs/{run_id}: a run's progress and counts (DELETE undoes it). */
export const ruleRunSchema = z.object({
  run_id: z.string().uuid(),
  rule_id: z.number().int().nullable().describe('null once the rule is deleted'),
  rule_name: z.string(),
  status: z.enum(RULE_RUN_STATUSES),
  change_own_edits: z.boolean(),
  total: z.number().int().describe('Entries the run goes over'),
  scanned: z.number().int().describe('Entries gone over so far: progress is scanned / total'),
  matched: z.number().int(),
  changed: z.number().int().describe('Entries the run changed'),
  created_at: z.string().describe('ISO 8601'),
  finished_at: z.string().nullable().describe('ISO 8601; null while running'),
});
export type RuleRun = z.infer<typeof ruleRunSchema>;

/** GET /api/rules/{id}/runs: the rule's runs, newest first (the last 20). */
export const ruleRunListSchema = z.object({ data: z.array(ruleRunSchema) });
export type RuleRunList = z.infer<typeof ruleRunListSchema>;

/** Which rule set a field: what the import preview and the entry form show ("Category from rule Groceries"). */
export const ruleFillSchema = z.object({
  field: z.enum(RULE_CHANGE_FIELDS),
  rule_id: z.number().int(),
  rule_name: z.string(),
});
export type RuleFill = z.infer<typeof ruleFillSchema>;

/**
 * POST /api/rules/preview/{type} with the body the entry form would send: what the rules would fill in the
 * fields the person left empty (a missing category_id, no labels, an empty note, not excluded from stats).
 * Saving the entry without those fields lets the server fill them the same way.
 */
export const ruleEntryPreviewSchema = z.object({
  category_id: z.number().int().nullable(),
  labels: z.array(z.number().int()).describe('Label ids'),
  note: z.string().nullable(),
  exclude_from_stats: z.boolean(),
  filled_by: z.array(ruleFillSchema),
});
export type RuleEntryPreview = z.infer<typeof ruleEntryPreviewSchema>;

/** GET /api/rules/proposal?entry_uuid=: a rule learned from the person's own filing, to be asked about. */
export const ruleProposalQuerySchema = z.object({ entry_uuid: z.string().max(64) });

/**
 * A proposal comes when the person gives a payee the same category for the third time in its last five
 * entries, and no rule already files that payee: accepted, `rule` is posted to /api/rules as it is.
 */
export const ruleProposalSchema = z.object({
  proposal: z
    .object({
      payee: z.string(),
      category_id: z.number().int(),
      rule: ruleBodySchema,
    })
    .nullable(),
});
export type RuleProposal = z.infer<typeof ruleProposalSchema>;

/** POST /api/rules/proposal/dismissals: "no, thanks" for this payee and category, never asked again. */
export const ruleProposalDismissalSchema = z.object({
  payee: storableText(1, RULE_PAYEE_MAX, RULE_MESSAGES.payee),
  category_id: idSchema,
});
export type RuleProposalDismissal = z.infer<typeof ruleProposalDismissalSchema>;
