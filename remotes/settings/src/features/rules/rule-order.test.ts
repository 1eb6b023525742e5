import { describe, expect, it } from 'vitest';
import { moveByOne, moveInStage, rulesByStage } from './rule-order.ts';

const rule = (id: number, stage: 'first' | 'normal' | 'last') => ({ id, stage });
// In run order: the list the server answers.
const list = [rule(1, 'first'), rule(2, 'normal'), rule(3, 'normal'), rule(4, 'normal'), rule(5, 'last')];
const ids = (rules: readonly { id: number }[] | null) => rules?.map((item) => item.id) ?? null;

describe('rule order', () => {
  it('groups the rules by stage in run order, leaving out empty stages', () => {
    expect(
      rulesByStage([rule(2, 'normal'), rule(1, 'first')]).map(({ stage, rules }) => [stage, ids(rules)]),
    ).toEqual([
      ['first', [1]],
      ['normal', [2]],
    ]);
  });

  it('moves a rule inside its stage, the other stages where they were', () => {
    expect(ids(moveInStage(list, 2, 2))).toEqual([1, 3, 4, 2, 5]);
    expect(ids(moveInStage(list, 4, 0))).toEqual([1, 4, 2, 3, 5]);
    // Out of the stage: nothing moves.
    expect(ids(moveInStage(list, 2, 3))).toEqual([1, 2, 3, 4, 5]);
  });

  it('moves one place up or down, and not past an end of its stage', () => {
    expect(ids(moveByOne(list, 3, 'down'))).toEqual([1, 2, 4, 3, 5]);
    expect(ids(moveByOne(list, 3, 'up'))).toEqual([1, 3, 2, 4, 5]);
    expect(moveByOne(list, 2, 'up')).toBeNull();
    expect(moveByOne(list, 4, 'down')).toBeNull();
    expect(moveByOne(list, 1, 'down')).toBeNull();
  });
});
