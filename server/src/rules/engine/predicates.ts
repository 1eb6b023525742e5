// One condition as a test of a prepared subject. Everything a condition's value needs is worked out here,
// once per rule: amounts in cents, texts folded, lists made sets, regular expressions compiled. The tests
// themselves only compare.
import {
  decimalToCents,
  RULE_REGEX_FLAGS,
  type RuleAmountField,
  type RuleChoiceField,
  type RuleCondition,
  type RuleTextField,
} from '@bc/api';
import { foldText, type PreparedSubject } from './subject.ts';

export type Predicate = (subject: PreparedSubject) => boolean;

type TextCondition = Extract<RuleCondition, { field: RuleTextField }>;
type AmountCondition = Extract<RuleCondition, { field: RuleAmountField }>;
type ChoiceCondition = Extract<RuleCondition, { field: RuleChoiceField }>;
type DateCondition = Extract<RuleCondition, { field: 'date' }>;

const not =
  (predicate: Predicate): Predicate =>
  (subject) =>
    !predicate(subject);

/**
 * Whether any of the field's folded texts passes. The note's texts are the bank's and the entry's own, so a
 * negative operator is the negation of the positive one: "does not contain" holds when neither text
 * contains the value, not when one of them lacks it.
 */
const someFolded =
  (field: RuleTextField, test: (text: string) => boolean): Predicate =>
  (subject) =>
    subject.folded[field].some(test);

function textPredicate(condition: TextCondition): Predicate {
  const { field } = condition;
  switch (condition.op) {
    case 'is':
    case 'is_not': {
      const value = foldText(condition.value);
      const equal = someFolded(field, (text) => text === value);
      return condition.op === 'is' ? equal : not(equal);
    }
    case 'contains':
    case 'does_not_contain': {
      const value = foldText(condition.value);
      const contains = someFolded(field, (text) => text.includes(value));
      return condition.op === 'contains' ? contains : not(contains);
    }
    case 'starts_with': {
      const value = foldText(condition.value);
      return someFolded(field, (text) => text.startsWith(value));
    }
    case 'one_of': {
      const values = new Set(condition.value.map(foldText));
      return someFolded(field, (text) => values.has(text));
    }
    case 'matches': {
      // Without the g flag a RegExp keeps no state between tests, so one instance serves every subject.
      const pattern = new RegExp(condition.value, RULE_REGEX_FLAGS);
      return (subject) => subject.raw[field].some((text) => pattern.test(text));
    }
  }
}

function centsOf(value: string): number {
  const cents = decimalToCents(value);
  if (cents === null) throw new Error(`A rule's amount must be read by the contract first: ${value}`);
  return cents;
}

/**
 * 5% of an amount, rounded down to a cent: a whole number of cents is within 5% of `cents` exactly when it
 * is within this. Integer arithmetic (the remainder taken off before dividing), exact for any amount.
 */
export function fivePercentOf(cents: number): number {
  const size = Math.abs(cents);
  return (size - (size % 20)) / 20;
}

/** The amount a field compares: the signed amount, or the size of money in or out (null: not that kind). */
const MEASURES: Record<RuleAmountField, (cents: number) => number | null> = {
  amount: (cents) => cents,
  amount_in: (cents) => (cents > 0 ? cents : null),
  amount_out: (cents) => (cents < 0 ? -cents : null),
};

function amountTest(condition: AmountCondition): (cents: number) => boolean {
  if (condition.op === 'between') {
    const low = centsOf(condition.value[0]);
    const high = centsOf(condition.value[1]);
    return (cents) => cents >= low && cents <= high;
  }
  const value = centsOf(condition.value);
  switch (condition.op) {
    case 'is':
      return (cents) => cents === value;
    case 'greater':
      return (cents) => cents > value;
    case 'less':
      return (cents) => cents < value;
    case 'approximately': {
      const tolerance = fivePercentOf(value);
      return (cents) => cents >= value - tolerance && cents <= value + tolerance;
    }
  }
}

function amountPredicate(condition: AmountCondition): Predicate {
  const measure = MEASURES[condition.field];
  const test = amountTest(condition);
  return (subject) => {
    const cents = measure(subject.subject.amountCents);
    return cents !== null && test(cents);
  };
}

function choicePredicate(condition: ChoiceCondition): Predicate {
  const { field } = condition;
  switch (condition.op) {
    case 'is':
      return (subject) => subject.choices[field].includes(condition.value);
    case 'is_not':
      return (subject) => !subject.choices[field].includes(condition.value);
    case 'one_of': {
      const values = new Set<number | string>(condition.value);
      return (subject) => subject.choices[field].some((value) => values.has(value));
    }
  }
}

function datePredicate(condition: DateCondition): Predicate {
  // YYYY-MM-DD texts compare as the dates they are.
  switch (condition.op) {
    case 'on':
      return (subject) => subject.subject.date === condition.value;
    case 'before':
      return (subject) => subject.subject.date < condition.value;
    case 'after':
      return (subject) => subject.subject.date > condition.value;
    case 'day_of_month': {
      // 31 (30, 29) is also the last day of a month that has fewer days: February's 28th or 29th.
      const day = condition.value;
      return (subject) => subject.dayOfMonth === Math.min(day, subject.lastDayOfMonth);
    }
  }
}

export function conditionPredicate(condition: RuleCondition): Predicate {
  switch (condition.field) {
    case 'payee':
    case 'note':
      return textPredicate(condition);
    case 'amount':
    case 'amount_in':
    case 'amount_out':
      return amountPredicate(condition);
    case 'date':
      return datePredicate(condition);
    default:
      return choicePredicate(condition);
  }
}
