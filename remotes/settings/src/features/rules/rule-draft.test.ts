import { RULE_MESSAGES } from '@bc/api';
import { describe, expect, it } from 'vitest';
import {
  bodyProblems,
  draftFromPayee,
  draftOf,
  newCondition,
  newGroup,
  operatorsOf,
  type RuleDraft,
  ruleBodyOf,
  ruleMessageKey,
  unplacedProblems,
  withField,
  withOperator,
} from './rule-draft.ts';

const saved = {
  name: 'Groceries',
  stage: 'normal' as const,
  active: true,
  conditions: {
    all: [
      { field: 'payee' as const, op: 'contains' as const, value: 'esselunga' },
      {
        any: [
          { field: 'amount' as const, op: 'between' as const, value: ['-100', '-1'] as [string, string] },
        ],
      },
    ],
  },
  actions: [{ type: 'set_category' as const, value: 3 }],
};

describe('rule draft', () => {
  it('reads a saved rule and sends it back as it was', () => {
    expect(ruleBodyOf(draftOf(saved))).toEqual(saved);
  });

  it('offers the operators of each kind of field', () => {
    expect(operatorsOf('payee')).toContain('matches');
    expect(operatorsOf('amount_out')).toContain('between');
    expect(operatorsOf('wallet')).toEqual(['is', 'is_not', 'one_of']);
    expect(operatorsOf('date')).toContain('day_of_month');
  });

  it('keeps what still means something when the field or the comparison changes', () => {
    const text = { ...newCondition('payee', 'contains'), value: 'coop' };
    expect(withField(text, 'note').value).toBe('coop');
    expect(withField(text, 'wallet')).toMatchObject({ field: 'wallet', op: 'is', value: '' });
    expect(withOperator(text, 'one_of').value).toEqual(['coop']);
    expect(withOperator({ ...text, op: 'one_of', value: ['a', 'b'] }, 'is').value).toBe('a');
    const amount = { ...newCondition('amount', 'is'), value: '-5' };
    expect(withOperator(amount, 'between').value).toEqual(['-5', '']);
    expect(withOperator({ ...newCondition('date', 'on'), value: '2026-01-31' }, 'day_of_month').value).toBe(
      '',
    );
  });

  it('sends ids and days as numbers, lists without empty lines, and nested groups as they are', () => {
    const group = newGroup('any');
    group.members = [
      { ...newCondition('wallet', 'one_of'), value: ['4', '7'] },
      { ...newCondition('date', 'day_of_month'), value: '27' },
    ];
    const draft: RuleDraft = {
      ...draftFromPayee('Coop', 3),
      conditions: {
        ...newGroup('all'),
        members: [{ ...newCondition('note', 'one_of'), value: ['rent', ''] }, group],
      },
    };
    expect(ruleBodyOf(draft)).toEqual({
      name: 'Coop',
      stage: 'normal',
      active: true,
      conditions: {
        all: [
          { field: 'note', op: 'one_of', value: ['rent'] },
          {
            any: [
              { field: 'wallet', op: 'one_of', value: [4, 7] },
              { field: 'date', op: 'day_of_month', value: 27 },
            ],
          },
        ],
      },
      actions: [{ type: 'set_category', value: 3 }],
    });
  });

  it('starts a rule from a payee: named after it, payee is it, set its category', () => {
    expect(ruleBodyOf(draftFromPayee('Esselunga', 12))).toMatchObject({
      name: 'Esselunga',
      conditions: { all: [{ field: 'payee', op: 'is', value: 'Esselunga' }] },
      actions: [{ type: 'set_category', value: 12 }],
    });
  });

  it('finds the problems the server would answer, by the same paths, and knows their messages', () => {
    const draft = draftFromPayee('', null);
    draft.conditions.members.push({ ...newCondition('amount', 'is'), value: '1.234' });
    const problems = bodyProblems(ruleBodyOf(draft));
    expect(problems.name).toBe(RULE_MESSAGES.name);
    expect(problems['conditions.all.1.value']).toBe(RULE_MESSAGES.amount);
    expect(Object.keys(problems)).toContain('actions.0.value');
    expect(ruleMessageKey(RULE_MESSAGES.amount)).toBe('amount');
    expect(ruleMessageKey('Label not found')).toBe('labelNotFound');
    expect(ruleMessageKey('Something else')).toBe('invalid');
    expect(unplacedProblems(draft, problems)).toEqual([]);
    expect(unplacedProblems(draft, { 'conditions.all.9.value': 'x' })).toEqual(['x']);
  });
});
