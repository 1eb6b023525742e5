import {
  RULE_AMOUNT_FIELDS,
  RULE_AMOUNT_OPERATORS,
  RULE_CHOICE_FIELDS,
  RULE_CHOICE_OPERATORS,
  RULE_DATE_OPERATORS,
  RULE_TEXT_FIELDS,
  RULE_TEXT_OPERATORS,
} from '@bc/api';
import { describe, expect, it } from 'vitest';
import { fivePercentOf } from './predicates.ts';
import { rule, subjectWith } from './rules.test-support.ts';
import { prepareSubject, type RuleSubject } from './subject.ts';

/** Whether a rule with these conditions matches the subject. */
const matches = (conditions: unknown, subject: RuleSubject): boolean =>
  rule({ id: 1, conditions, actions: [{ type: 'set_category', value: 99 }] }).matches(
    prepareSubject(subject),
  );

const holds = (input: unknown, changes: Partial<RuleSubject> = {}): boolean =>
  matches({ all: [input] }, subjectWith(changes));

// Every (field, operator), each with a subject it matches and one it does not. The base subject is an
// expense of -42.50 EUR at "Esselunga Milano" on 2026-02-28, bank text "CARD 4411 ESSELUNGA MI 0392",
// note "Spesa settimanale", wallet 1, category 10, labels 5 and 6.
const TABLE: [
  field: string,
  op: string,
  value: unknown,
  matching: Partial<RuleSubject>,
  other: Partial<RuleSubject>,
][] = [
  ['payee', 'is', 'esselunga  MILANO', {}, { payee: 'Esselunga' }],
  ['payee', 'is_not', 'Coop', {}, { payee: 'COOP' }],
  ['payee', 'contains', 'selun', {}, { payee: 'Coop' }],
  ['payee', 'does_not_contain', 'coop', {}, { payee: 'Coop Lombardia' }],
  ['payee', 'starts_with', 'esse', {}, { payee: 'Il Esselunga' }],
  ['payee', 'one_of', ['Coop', 'esselunga milano'], {}, { payee: 'Carrefour' }],
  ['payee', 'matches', '^esselunga\\s+mi', {}, { payee: 'Coop Milano' }],
  ['note', 'is', 'spesa settimanale', {}, { note: 'Spesa' }],
  ['note', 'is_not', 'card 4411 esselunga mi 0392', { bankText: 'POS 12' }, {}],
  ['note', 'contains', 'esselunga', {}, { bankText: null }],
  ['note', 'does_not_contain', 'netflix', {}, { note: 'Netflix monthly' }],
  ['note', 'starts_with', 'card 4411', {}, { bankText: 'POS CARD 4411' }],
  ['note', 'one_of', ['Spesa settimanale', 'Pranzo'], {}, { note: null }],
  ['note', 'matches', 'esselunga\\s+mi\\b', {}, { bankText: 'ESSELUNGA-MI' }],
  ['amount', 'is', '-42.50', {}, { amountCents: -4251 }],
  ['amount', 'between', ['-50', '-40'], {}, { amountCents: -5001 }],
  ['amount', 'greater', '-43', {}, { amountCents: -4300 }],
  ['amount', 'less', '-42', {}, { amountCents: -4200 }],
  ['amount', 'approximately', '-42', {}, { amountCents: -4411 }],
  ['amount_in', 'is', '42.50', { amountCents: 4250 }, {}],
  ['amount_in', 'between', ['40', '50'], { amountCents: 4250 }, {}],
  ['amount_in', 'greater', '40', { amountCents: 4250 }, { amountCents: 4000 }],
  ['amount_in', 'less', '50', { amountCents: 4250 }, {}],
  ['amount_in', 'approximately', '42', { amountCents: 4250 }, { amountCents: 4411 }],
  ['amount_out', 'is', '42.50', {}, { amountCents: 4250 }],
  ['amount_out', 'between', ['40', '50'], {}, { amountCents: -3999 }],
  ['amount_out', 'greater', '42', {}, { amountCents: -4200 }],
  ['amount_out', 'less', '50', {}, { amountCents: 4000 }],
  ['amount_out', 'approximately', '42', {}, { amountCents: -3989 }],
  ['wallet', 'is', 1, {}, { walletId: 2 }],
  ['wallet', 'is_not', 2, {}, { walletId: 2 }],
  ['wallet', 'one_of', [2, 1], {}, { walletId: null }],
  ['category', 'is', 10, {}, { categoryId: 11 }],
  ['category', 'is_not', 11, { categoryId: null }, { categoryId: 11 }],
  ['category', 'one_of', [10, 12], {}, { categoryId: null }],
  ['label', 'is', 6, {}, { labelIds: [5] }],
  ['label', 'is_not', 7, {}, { labelIds: [5, 7] }],
  ['label', 'one_of', [7, 5], {}, { labelIds: [] }],
  ['type', 'is', 'expense', {}, { type: 'income' }],
  ['type', 'is_not', 'income', {}, { type: 'income' }],
  ['type', 'one_of', ['income', 'expense'], {}, { type: 'transfer' }],
  ['currency', 'is', 'eur', {}, { currency: 'USD' }],
  ['currency', 'is_not', 'USD', {}, { currency: 'usd' }],
  ['currency', 'one_of', ['USD', 'EUR'], {}, { currency: null }],
  ['date', 'on', '2026-02-28', {}, { date: '2026-02-27' }],
  ['date', 'before', '2026-03-01', {}, { date: '2026-03-01' }],
  ['date', 'after', '2026-02-27', {}, { date: '2026-02-27' }],
  ['date', 'day_of_month', 28, {}, { date: '2026-03-27' }],
];

describe('every field and operator', () => {
  it.each(TABLE)('%s %s %j', (field, op, value, matching, other) => {
    expect(holds({ field, op, value }, matching)).toBe(true);
    expect(holds({ field, op, value }, other)).toBe(false);
  });

  it('covers every operator of every field', () => {
    const pairs = (fields: readonly string[], ops: readonly string[]) =>
      fields.flatMap((field) => ops.map((op) => `${field} ${op}`));
    const every = [
      ...pairs(RULE_TEXT_FIELDS, RULE_TEXT_OPERATORS),
      ...pairs(RULE_AMOUNT_FIELDS, RULE_AMOUNT_OPERATORS),
      ...pairs(RULE_CHOICE_FIELDS, RULE_CHOICE_OPERATORS),
      ...pairs(['date'], RULE_DATE_OPERATORS),
    ];
    expect(TABLE.map(([field, op]) => `${field} ${op}`).sort()).toEqual(every.sort());
  });
});

describe('text', () => {
  it('ignores case, accents and runs of blanks', () => {
    expect(holds({ field: 'payee', op: 'is', value: 'CAFE CREME' }, { payee: 'Café  Crème' })).toBe(true);
    expect(holds({ field: 'payee', op: 'contains', value: 'crème' }, { payee: 'CAFE CREME' })).toBe(true);
    expect(holds({ field: 'payee', op: 'starts_with', value: 'ﬁne' }, { payee: 'Fine Foods' })).toBe(true);
  });

  it('reads a regular expression as written, ignoring case only', () => {
    expect(holds({ field: 'payee', op: 'matches', value: '^CAFÉ' }, { payee: 'café noir' })).toBe(true);
    expect(holds({ field: 'payee', op: 'matches', value: '^cafe' }, { payee: 'Café noir' })).toBe(false);
  });

  it('takes a missing text as empty', () => {
    expect(holds({ field: 'payee', op: 'is_not', value: 'Coop' }, { payee: null })).toBe(true);
    expect(holds({ field: 'payee', op: 'contains', value: 'Coop' }, { payee: null })).toBe(false);
    expect(holds({ field: 'note', op: 'matches', value: '^$' }, { bankText: null })).toBe(true);
  });

  it('holds a negative note operator only when neither the bank text nor the note has the value', () => {
    const lacksEsselunga = { field: 'note', op: 'does_not_contain', value: 'esselunga' };
    expect(holds(lacksEsselunga)).toBe(false); // the bank text has it, the note does not
    expect(holds(lacksEsselunga, { bankText: 'POS 12', note: 'Esselunga' })).toBe(false);
    expect(holds(lacksEsselunga, { bankText: 'POS 12' })).toBe(true);
  });
});

describe('amounts', () => {
  it('takes 5% of the value, rounded down to a cent, in whole numbers', () => {
    expect(fivePercentOf(10_000)).toBe(500);
    expect(fivePercentOf(-1234)).toBe(61);
    expect(fivePercentOf(19)).toBe(0);
    expect(fivePercentOf(999_999_999_999_999)).toBe(49_999_999_999_999);
  });

  it.each([
    ['100.00', [9500, 10_500], [9499, 10_501]],
    ['12.34', [1173, 1295], [1172, 1296]],
    ['-12.34', [-1295, -1173], [-1296, -1172]],
    ['0.19', [19], [18, 20]],
    ['9999999999999.99', [950_000_000_000_000, 999_999_999_999_999], [949_999_999_999_999]],
  ])('approximately %s holds exactly at its edges', (value, inside, outside) => {
    const approximately = { field: 'amount', op: 'approximately', value };
    for (const amountCents of inside)
      expect(holds(approximately, { amountCents }), `${amountCents}`).toBe(true);
    for (const amountCents of outside)
      expect(holds(approximately, { amountCents }), `${amountCents}`).toBe(false);
  });

  it('counts the ends of between', () => {
    const between = { field: 'amount_out', op: 'between', value: ['10', '20'] };
    expect([999, 1000, 2000, 2001].map((cents) => holds(between, { amountCents: -cents }))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('never takes money in for money out, or nothing for either', () => {
    expect(holds({ field: 'amount_in', op: 'less', value: '1' }, { amountCents: 0 })).toBe(false);
    expect(holds({ field: 'amount_out', op: 'less', value: '1' }, { amountCents: 0 })).toBe(false);
    expect(holds({ field: 'amount', op: 'is', value: '0' }, { amountCents: 0 })).toBe(true);
  });
});

describe('day of month', () => {
  it.each([
    [31, '2026-02-28', true],
    [31, '2024-02-29', true],
    [31, '2024-02-28', false],
    [31, '2026-04-30', true],
    [31, '2026-03-30', false],
    [31, '2026-03-31', true],
    [30, '2026-02-28', true],
    [29, '2026-02-28', true],
    [29, '2024-02-28', false],
    [15, '2026-02-15', true],
    [1, '2026-02-28', false],
  ])('%i on %s: %s', (day, date, expected) => {
    expect(holds({ field: 'date', op: 'day_of_month', value: day }, { date })).toBe(expected);
  });
});

describe('groups', () => {
  // all of: payee Esselunga, and any of: (all of: money out over 40, labelled 5) or category 3.
  const nested = {
    all: [
      { field: 'payee', op: 'contains', value: 'esselunga' },
      {
        any: [
          {
            all: [
              { field: 'amount_out', op: 'greater', value: '40' },
              { field: 'label', op: 'is', value: 5 },
            ],
          },
          { field: 'category', op: 'is', value: 3 },
        ],
      },
    ],
  };

  it('nest all inside any inside all', () => {
    expect(matches(nested, subjectWith({}))).toBe(true);
    expect(matches(nested, subjectWith({ labelIds: [] }))).toBe(false);
    expect(matches(nested, subjectWith({ labelIds: [], categoryId: 3 }))).toBe(true);
    expect(matches(nested, subjectWith({ amountCents: -3000, categoryId: 3 }))).toBe(true);
    expect(matches(nested, subjectWith({ payee: 'Coop', categoryId: 3 }))).toBe(false);
  });

  it('holds an any group when one member holds', () => {
    const either = {
      any: [
        { field: 'wallet', op: 'is', value: 7 },
        { field: 'type', op: 'is', value: 'expense' },
      ],
    };
    expect(matches(either, subjectWith({}))).toBe(true);
    expect(matches(either, subjectWith({ type: 'income' }))).toBe(false);
  });
});
