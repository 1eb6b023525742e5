import { describe, expect, it } from 'vitest';
import {
  RULE_MESSAGES,
  ruleBodySchema,
  ruleConditionSchema,
  ruleDryRunSchema,
  ruleOrderBodySchema,
  ruleRunSchema,
} from './rules.ts';

const body = (changes: Record<string, unknown> = {}) => ({
  name: 'Groceries',
  conditions: { all: [{ field: 'payee', op: 'contains', value: 'esselunga' }] },
  actions: [{ type: 'set_category', value: 3 }],
  ...changes,
});

/** Each problem as "path: message". */
function problems(input: unknown): string[] {
  const result = ruleBodySchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const condition = (input: unknown) => ruleConditionSchema.safeParse(input);

describe('a rule body', () => {
  it('reads a rule, running in the normal stage and active unless told otherwise', () => {
    expect(ruleBodySchema.parse(body({ name: '  Groceries ' }))).toEqual({
      name: 'Groceries',
      stage: 'normal',
      active: true,
      conditions: { all: [{ field: 'payee', op: 'contains', value: 'esselunga' }] },
      actions: [{ type: 'set_category', value: 3 }],
    });
  });

  it('names the path of each problem', () => {
    const conditions = {
      all: [
        { field: 'payee', op: 'contains', value: 'coop' },
        { field: 'amount', op: 'greater', value: '10' },
        { field: 'payee', op: 'matches', value: '(a+)+$' },
      ],
    };
    expect(problems(body({ conditions }))).toEqual([`conditions.all.2.value: ${RULE_MESSAGES.nestedRepeat}`]);
    expect(problems(body({ actions: [{ type: 'set_category', value: 'groceries' }] }))).toEqual([
      'actions.0.value: Must be a number',
    ]);
    const deep = { any: [{ all: [{ field: 'label', op: 'is', value: 'x' }] }] };
    expect(problems(body({ conditions: deep }))).toEqual(['conditions.any.0.all.0.value: Must be a number']);
  });

  it('needs a name, a condition and an action', () => {
    expect(problems(body({ name: ' ', conditions: { all: [] }, actions: [] }))).toEqual([
      `name: ${RULE_MESSAGES.name}`,
      `conditions.all: ${RULE_MESSAGES.groupSize}`,
      `actions: ${RULE_MESSAGES.actions}`,
    ]);
    expect(problems(body({ name: 'x'.repeat(121) }))).toEqual([`name: ${RULE_MESSAGES.name}`]);
  });

  it('nests groups three levels deep, no deeper', () => {
    const level3 = { any: [{ field: 'type', op: 'is', value: 'expense' }] };
    expect(problems(body({ conditions: { all: [{ any: [level3] }] } }))).toEqual([]);
    expect(problems(body({ conditions: { all: [{ any: [{ all: [level3] }] }] } }))).toEqual([
      `conditions.all.0.any.0.all.0.field: ${RULE_MESSAGES.tooDeep}`,
    ]);
  });

  it('takes a group as all or any, not both or neither', () => {
    const payee = { field: 'payee', op: 'is', value: 'Coop' };
    expect(problems(body({ conditions: { all: [payee], any: [payee] } }))).toEqual([
      `conditions: ${RULE_MESSAGES.group}`,
    ]);
    expect(problems(body({ conditions: { all: [{ field: 'wallet', op: 'is', value: 1 }, {}] } }))).toEqual([
      `conditions.all.1: ${RULE_MESSAGES.group}`,
    ]);
    expect(problems(body({ conditions: { every: [payee] } }))).toEqual([
      'conditions: Unrecognized key: "every"',
      `conditions: ${RULE_MESSAGES.group}`,
    ]);
  });

  it('refuses actions that change one field twice, or one label twice', () => {
    const actions = [
      { type: 'set_category', value: 3 },
      { type: 'add_label', value: 7 },
      { type: 'set_note', value: 'Groceries' },
      { type: 'append_note', value: '#food' },
      { type: 'remove_label', value: 7 },
      { type: 'set_category', value: 4 },
    ];
    expect(problems(body({ actions }))).toEqual([
      `actions.4: ${RULE_MESSAGES.sameLabelTwice}`,
      `actions.5: ${RULE_MESSAGES.sameFieldTwice}`,
    ]);
  });

  it('reads every action', () => {
    const actions = [
      { type: 'set_category', value: 3 },
      { type: 'set_payee', value: ' Esselunga ' },
      { type: 'add_label', value: 7 },
      { type: 'remove_label', value: 8 },
      { type: 'set_note', value: '' },
      { type: 'append_note', value: '#food' },
      { type: 'exclude_from_stats', value: true },
      { type: 'transfer_to_wallet', value: 2 },
    ];
    expect(ruleBodySchema.parse(body({ actions })).actions[1]).toEqual({
      type: 'set_payee',
      value: 'Esselunga',
    });
    expect(problems(body({ actions: [{ type: 'set_payee', value: 'x'.repeat(121) }] }))).toEqual([
      `actions.0.value: ${RULE_MESSAGES.payee}`,
    ]);
    expect(problems(body({ actions: [{ type: 'append_note', value: 'x'.repeat(1001) }] }))).toEqual([
      `actions.0.value: ${RULE_MESSAGES.note}`,
    ]);
    expect(problems(body({ actions: [{ type: 'rename', value: 'x' }] }))).toEqual([
      `actions.0.type: ${RULE_MESSAGES.action}`,
    ]);
    expect(problems(body({ actions: [{ type: 'set_payee', value: 'a\u0000b' }] }))).toHaveLength(1);
  });
});

describe('a condition', () => {
  it('takes the operators of its field only', () => {
    expect(condition({ field: 'amount', op: 'contains', value: '1' }).error?.issues[0]).toMatchObject({
      path: ['op'],
      message: RULE_MESSAGES.amountOperator,
    });
    expect(condition({ field: 'payee', op: 'between', value: 'a' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.textOperator,
    );
    expect(condition({ field: 'wallet', op: 'contains', value: 1 }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.choiceOperator,
    );
    expect(condition({ field: 'date', op: 'is', value: '2026-01-01' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.dateOperator,
    );
    expect(condition({ field: 'colour', op: 'is', value: 'red' }).error?.issues[0]).toMatchObject({
      path: ['field'],
      message: RULE_MESSAGES.field,
    });
    expect(condition({ field: 'payee', op: 'is', value: 'Coop', extra: 1 }).success).toBe(false);
  });

  it('reads amounts as decimal text, money in and out without a sign', () => {
    expect(condition({ field: 'amount', op: 'is', value: '-12.34' }).success).toBe(true);
    expect(condition({ field: 'amount', op: 'is', value: 12.34 }).success).toBe(false);
    expect(condition({ field: 'amount', op: 'is', value: '12.345' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.amount,
    );
    expect(condition({ field: 'amount_out', op: 'greater', value: '-5' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.unsignedAmount,
    );
    expect(
      condition({ field: 'amount', op: 'between', value: ['-10', '-20'] }).error?.issues[0],
    ).toMatchObject({
      path: ['value', 1],
      message: RULE_MESSAGES.between,
    });
    expect(condition({ field: 'amount', op: 'between', value: ['-20', '-20'] }).success).toBe(true);
    expect(condition({ field: 'amount', op: 'between', value: ['1'] }).success).toBe(false);
  });

  it('reads choices, types, currencies and dates', () => {
    expect(condition({ field: 'currency', op: 'one_of', value: [' eur', 'usd'] }).data).toEqual({
      field: 'currency',
      op: 'one_of',
      value: ['EUR', 'USD'],
    });
    expect(condition({ field: 'currency', op: 'is', value: 'euro' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.currency,
    );
    expect(condition({ field: 'type', op: 'is', value: 'expenses' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.type,
    );
    expect(condition({ field: 'label', op: 'one_of', value: [] }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.choices,
    );
    expect(condition({ field: 'category', op: 'is', value: 0 }).success).toBe(false);
    for (const value of ['2026-02-29', '2026-2-1', '2026-01-01T00:00:00Z', '1800-01-01']) {
      expect(condition({ field: 'date', op: 'on', value }).error?.issues[0]?.message, value).toBe(
        RULE_MESSAGES.date,
      );
    }
    expect(condition({ field: 'date', op: 'before', value: '2024-02-29' }).success).toBe(true);
    expect(condition({ field: 'date', op: 'day_of_month', value: 31 }).success).toBe(true);
    expect(condition({ field: 'date', op: 'day_of_month', value: 32 }).success).toBe(false);
    expect(condition({ field: 'date', op: 'day_of_month', value: 0 }).success).toBe(false);
  });

  it('refuses blank texts and empty lists', () => {
    expect(condition({ field: 'note', op: 'contains', value: '  ' }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.text,
    );
    expect(condition({ field: 'payee', op: 'one_of', value: [] }).success).toBe(false);
  });

  it('refuses a regular expression that is long, does not compile, or could backtrack for ages', () => {
    const matches = (value: string) =>
      condition({ field: 'note', op: 'matches', value }).error?.issues[0]?.message;
    expect(matches('^amzn mktp \\d+')).toBeUndefined();
    expect(matches('x'.repeat(201))).toBe(RULE_MESSAGES.regexLength);
    expect(matches('(unclosed')).toBe(RULE_MESSAGES.regexInvalid);
    // Without the u flag `a{` reads as text; with it, as what it is: a broken repeat.
    expect(matches('a{')).toBe(RULE_MESSAGES.regexInvalid);
    expect(matches('(a|aa)+')).toBe(RULE_MESSAGES.ambiguousAlternatives);
    expect(matches('.*.*x')).toBe(RULE_MESSAGES.adjacentRepeats);
    expect(matches('(a)\\1')).toBe(RULE_MESSAGES.backReference);
  });
});

describe('the rule API shapes', () => {
  it('orders each rule once', () => {
    expect(ruleOrderBodySchema.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(ruleOrderBodySchema.safeParse({ ids: [3, 1, 3] }).error?.issues[0]?.message).toBe(
      RULE_MESSAGES.orderIds,
    );
  });

  it('answers a dry run and a run', () => {
    const change = { entry_uuid: 'e1', field: 'labels', before: [1], after: [1, 7] };
    expect(ruleDryRunSchema.parse({ matched: 250, changes: [change] }).changes).toEqual([change]);
    expect(ruleDryRunSchema.safeParse({ matched: 1, changes: Array(101).fill(change) }).success).toBe(false);
    const run = {
      run_id: '6f1c2a9e-3b7d-4c55-9a8e-2d4f6b8c0e1a',
      rule_id: 4,
      rule_name: 'Groceries',
      status: 'running',
      change_own_edits: false,
      total: 5000,
      scanned: 2000,
      matched: 1200,
      changed: 800,
      created_at: '2026-11-27T06:00:00.000Z',
      finished_at: null,
    };
    expect(ruleRunSchema.parse(run)).toEqual(run);
    expect(ruleRunSchema.safeParse({ ...run, status: 'paused' }).success).toBe(false);
  });
});
