import type { RuleChangeField, RuleStage } from '@bc/api';
import { describe, expect, it } from 'vitest';
import { applyRules, runOrder } from './apply.ts';
import type { CompiledRule } from './compile.ts';
import { GROCERIES, rule, seededRandom, subjectWith } from './rules.test-support.ts';
import type { RuleSubject } from './subject.ts';

const EVERYTHING = { keep: new Set<RuleChangeField>() };
const esselunga = { all: [{ field: 'payee', op: 'contains', value: 'esselunga' }] };

describe('order', () => {
  it('runs by stage, then position, whatever order the rules come in', () => {
    const last = rule({
      id: 1,
      stage: 'last',
      position: 0,
      conditions: esselunga,
      actions: [{ type: 'set_category', value: 30 }],
    });
    const normal = rule({
      id: 2,
      stage: 'normal',
      position: 9,
      conditions: esselunga,
      actions: [{ type: 'set_category', value: 20 }],
    });
    const first = rule({
      id: 3,
      stage: 'first',
      position: 5,
      conditions: esselunga,
      actions: [{ type: 'set_category', value: 10 }],
    });
    const applied = applyRules([last, normal, first], subjectWith({ categoryId: null }), EVERYTHING);
    expect(applied.matchedRuleIds).toEqual([3, 2, 1]);
    expect(applied.result.categoryId).toBe(30);
    // The last writer wins, and every write is reported.
    expect(applied.changes).toEqual([
      { field: 'category', before: null, after: 10, ruleId: 3 },
      { field: 'category', before: 10, after: 20, ruleId: 2 },
      { field: 'category', before: 20, after: 30, ruleId: 1 },
    ]);
    expect(applied.setBy).toEqual({ category: 1 });
  });

  it('shows each rule the subject as the rules before it left it', () => {
    const labelsGroceries = (position: number) =>
      rule({
        id: 2,
        position,
        conditions: { all: [{ field: 'category', op: 'is', value: 20 }] },
        actions: [{ type: 'add_label', value: 9 }],
      });
    const filesGroceries = rule({
      id: 1,
      position: 1,
      conditions: esselunga,
      actions: [{ type: 'set_category', value: 20 }],
    });
    // After the rule that files the entry under 20, the labelling rule sees 20; before it, the entry's 10.
    expect(applyRules([labelsGroceries(2), filesGroceries], GROCERIES, EVERYTHING).result.labelIds).toEqual([
      5, 6, 9,
    ]);
    expect(applyRules([labelsGroceries(0), filesGroceries], GROCERIES, EVERYTHING).result.labelIds).toEqual([
      5, 6,
    ]);
  });

  it('runs each rule once, even when its own change makes it match again', () => {
    const payee = rule({
      id: 1,
      conditions: { all: [{ field: 'payee', op: 'does_not_contain', value: 'clean' }] },
      actions: [
        { type: 'append_note', value: 'checked' },
        { type: 'set_payee', value: 'Esselunga' },
      ],
    });
    const applied = applyRules([payee], GROCERIES, EVERYTHING);
    expect(applied.matchedRuleIds).toEqual([1]);
    expect(applied.result.note).toBe('Spesa settimanale checked');
  });

  it('keeps rules already in order as they are', () => {
    const rules = [1, 2, 3].map((id) =>
      rule({ id, conditions: esselunga, actions: [{ type: 'add_label', value: id }] }),
    );
    expect(runOrder(rules)).toBe(rules);
    expect(runOrder([...rules].reverse()).map((compiled) => compiled.id)).toEqual([1, 2, 3]);
  });
});

describe('the same rules in three orders', () => {
  const random = seededRandom(25);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
  const PAYEES = ['Esselunga Milano', 'COOP LOMBARDIA', 'Netflix.com', 'Amazon Mktp', 'Café Crème', null];
  const STAGES: RuleStage[] = ['first', 'normal', 'last'];

  const conditionPool = (): unknown => {
    switch (Math.floor(random() * 6)) {
      case 0:
        return {
          field: 'payee',
          op: 'contains',
          value: pick(['esselunga', 'coop', 'netflix', 'amazon', 'creme']),
        };
      case 1:
        return { field: 'amount_out', op: 'greater', value: String(Math.floor(random() * 100)) };
      case 2:
        return { field: 'category', op: pick(['is', 'is_not']), value: pick([10, 20, 30]) };
      case 3:
        return { field: 'label', op: 'one_of', value: [pick([1, 2, 3]), pick([4, 5])] };
      case 4:
        return { field: 'date', op: 'day_of_month', value: pick([1, 15, 28, 31]) };
      default:
        return {
          any: [
            { field: 'type', op: 'is', value: 'income' },
            { field: 'note', op: 'contains', value: 'tag' },
          ],
        };
    }
  };
  const actionPool = (): unknown =>
    pick([
      { type: 'set_category', value: pick([10, 20, 30]) },
      { type: 'add_label', value: pick([1, 2, 3, 4, 5]) },
      { type: 'remove_label', value: pick([1, 2, 3, 4, 5]) },
      { type: 'set_payee', value: pick(['Esselunga', 'Coop', 'Netflix']) },
      { type: 'append_note', value: 'tag' },
      { type: 'exclude_from_stats', value: true },
    ]);

  const rules: CompiledRule[] = Array.from({ length: 40 }, (_, index) =>
    rule({
      id: index + 1,
      stage: pick(STAGES),
      // Few positions, so rules of a stage share them and the id settles the order.
      position: Math.floor(random() * 8),
      conditions: { [pick(['all', 'any'])]: [conditionPool(), conditionPool()] },
      actions: [actionPool()],
    }),
  );
  const subjects: RuleSubject[] = Array.from({ length: 1000 }, () => ({
    ...GROCERIES,
    payee: pick(PAYEES),
    note: pick([null, 'weekly', 'tag']),
    amountCents: Math.floor(random() * 20_000) - 15_000,
    categoryId: pick([null, 10, 20, 30]),
    labelIds: [1, 2, 3, 4, 5].filter(() => random() < 0.3),
    type: pick(['expense', 'income'] as const),
    date: `2026-0${1 + Math.floor(random() * 9)}-${String(1 + Math.floor(random() * 28)).padStart(2, '0')}`,
  }));
  const shuffled = [...rules];
  for (let index = shuffled.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as CompiledRule, shuffled[index] as CompiledRule];
  }

  it('give the same results on 1,000 subjects', () => {
    const run = (order: CompiledRule[]) => subjects.map((subject) => applyRules(order, subject, EVERYTHING));
    const [given, reversed, mixed] = [run(rules), run([...rules].reverse()), run(shuffled)];
    expect(reversed).toEqual(given);
    expect(mixed).toEqual(given);
    // The fixture is worth its name: most subjects change, and rules overwrite each other's work.
    expect(given.filter((applied) => applied.changes.length > 0).length).toBeGreaterThan(500);
    const overwritten = given.filter(
      (applied) => new Set(applied.changes.map((change) => change.field)).size < applied.changes.length,
    );
    expect(overwritten.length).toBeGreaterThan(100);
  });
});

describe('fields a person set', () => {
  const fillsEverything = rule({
    id: 1,
    conditions: { all: [{ field: 'amount_out', op: 'greater', value: '0' }] },
    actions: [
      { type: 'set_category', value: 20 },
      { type: 'set_payee', value: 'Esselunga' },
      { type: 'add_label', value: 9 },
      { type: 'set_note', value: 'Groceries' },
      { type: 'exclude_from_stats', value: true },
    ],
  });
  const fieldsOf = (applied: ReturnType<typeof applyRules>) => applied.changes.map((change) => change.field);

  it('are left alone when only empty fields are filled', () => {
    const made = subjectWith({ categoryId: 10, payee: '  ', labelIds: [], note: null });
    const applied = applyRules([fillsEverything], made, { keep: 'filled' });
    expect(fieldsOf(applied)).toEqual(['payee', 'labels', 'note', 'exclude_from_stats']);
    expect(applied.result.categoryId).toBe(10);
    expect(applied.setBy).toEqual({ payee: 1, labels: 1, note: 1, exclude_from_stats: 1 });
  });

  it('judge emptiness on the subject as given: a later rule still overwrites an earlier rule', () => {
    const second = rule({ id: 2, conditions: esselunga, actions: [{ type: 'set_category', value: 30 }] });
    const applied = applyRules([fillsEverything, second], subjectWith({ categoryId: null }), {
      keep: 'filled',
    });
    expect(applied.result.categoryId).toBe(30);
    expect(applied.setBy.category).toBe(2);
  });

  it('are left alone when named, whatever they hold', () => {
    const kept = new Set<RuleChangeField>(['category', 'note']);
    const applied = applyRules([fillsEverything], subjectWith({ categoryId: null }), { keep: kept });
    expect(fieldsOf(applied)).toEqual(['payee', 'labels', 'exclude_from_stats']);
    expect(applied.result.categoryId).toBeNull();
  });

  it('change with everything else when nothing is kept', () => {
    const applied = applyRules([fillsEverything], GROCERIES, EVERYTHING);
    expect(fieldsOf(applied)).toEqual(['category', 'payee', 'labels', 'note', 'exclude_from_stats']);
  });
});

describe('actions', () => {
  const transfer = rule({
    id: 1,
    conditions: esselunga,
    actions: [{ type: 'transfer_to_wallet', value: 4 }],
  });

  it('mark a transfer: its type and its wallet', () => {
    const applied = applyRules([transfer], GROCERIES, EVERYTHING);
    expect(applied.changes).toEqual([
      { field: 'type', before: 'expense', after: 'transfer', ruleId: 1 },
      { field: 'transfer_wallet', before: null, after: 4, ruleId: 1 },
    ]);
    expect(applyRules([transfer], GROCERIES, { keep: 'filled' }).changes).toEqual([]);
    expect(applyRules([transfer], subjectWith({ walletId: 4 }), EVERYTHING).changes).toEqual([]);
  });

  it('append to the note once, so a second run changes nothing', () => {
    const tags = rule({
      id: 1,
      conditions: esselunga,
      actions: [{ type: 'append_note', value: '#groceries' }],
    });
    const once = applyRules([tags], GROCERIES, EVERYTHING);
    expect(once.result.note).toBe('Spesa settimanale #groceries');
    expect(applyRules([tags], once.result, EVERYTHING).changes).toEqual([]);
    expect(applyRules([tags], subjectWith({ note: 'x'.repeat(995) }), EVERYTHING).changes).toEqual([]);
  });

  it('add and remove labels, and clear a note with an empty one', () => {
    const relabels = rule({
      id: 1,
      conditions: esselunga,
      actions: [
        { type: 'remove_label', value: 5 },
        { type: 'add_label', value: 6 },
        { type: 'add_label', value: 7 },
        { type: 'set_note', value: '' },
      ],
    });
    const applied = applyRules([relabels], GROCERIES, EVERYTHING);
    expect(applied.result.labelIds).toEqual([6, 7]);
    expect(applied.result.note).toBeNull();
    expect(applied.changes).toHaveLength(2);
  });

  it('report nothing for a value the field already has', () => {
    const same = rule({ id: 1, conditions: esselunga, actions: [{ type: 'set_category', value: 10 }] });
    const applied = applyRules([same], GROCERIES, EVERYTHING);
    expect(applied.matchedRuleIds).toEqual([1]);
    expect(applied.changes).toEqual([]);
    expect(applied.setBy).toEqual({});
  });
});

it('compiles 1,000 rules and applies them to a subject', () => {
  // Every rule matches: 42.50 out is over each one's threshold (0.00 to 9.99) and the payee starts with
  // Esselunga. Between them they add 50 labels.
  const rules = Array.from({ length: 1000 }, (_, index) =>
    rule({
      id: index + 1,
      stage: (['first', 'normal', 'last'] as const)[index % 3],
      conditions: {
        all: [
          { field: 'amount_out', op: 'greater', value: (index / 100).toFixed(2) },
          {
            any: [
              { field: 'payee', op: 'matches', value: `^esselunga|#${index}$` },
              { field: 'label', op: 'is', value: 5 },
            ],
          },
        ],
      },
      actions: [{ type: 'add_label', value: 100 + (index % 50) }],
    }),
  );
  const applied = applyRules(rules, GROCERIES, EVERYTHING);
  expect(applied.matchedRuleIds).toHaveLength(1000);
  expect(applied.result.labelIds).toHaveLength(2 + 50);
  expect(applied.changes).toHaveLength(50);
});

describe('what the ledger fixes', () => {
  const everything = rule({
    id: 1,
    conditions: { all: [{ field: 'amount', op: 'less', value: '0' }] },
    actions: [
      { type: 'set_category', value: 20 },
      { type: 'set_payee', value: 'Clean name' },
      { type: 'add_label', value: 9 },
    ],
  });

  it("keeps a debit's, a transfer's and a saving's category, whatever the caller lets change", () => {
    for (const type of ['debit', 'transfer', 'saving'] as const) {
      const { result, setBy } = applyRules([everything], subjectWith({ type }), EVERYTHING);
      expect(result.categoryId).toBe(GROCERIES.categoryId);
      expect(result.labelIds).toEqual([5, 6, 9]);
      expect(setBy.category).toBeUndefined();
    }
  });

  it("keeps a debit's payee, the party whose balance it moves; tidies an expense's", () => {
    expect(applyRules([everything], subjectWith({ type: 'debit' }), EVERYTHING).result.payee).toBe(
      GROCERIES.payee,
    );
    expect(applyRules([everything], GROCERIES, EVERYTHING).result.payee).toBe('Clean name');
  });

  it('never turns a debit into a transfer', () => {
    const transfer = rule({
      id: 2,
      conditions: esselunga,
      actions: [{ type: 'transfer_to_wallet', value: 7 }],
    });
    expect(applyRules([transfer], subjectWith({ type: 'debit' }), EVERYTHING).result.type).toBe('debit');
    expect(applyRules([transfer], GROCERIES, EVERYTHING).result).toMatchObject({
      type: 'transfer',
      transferWalletId: 7,
    });
  });
});
