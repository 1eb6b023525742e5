import type { SubCategoryWithParent } from '@bc/api';
import { describe, expect, it } from 'vitest';
import {
  type CategoryChoice,
  categoryChoices,
  choicesByParent,
  matchingChoices,
  quickPicks,
} from './category-choices.ts';

const food = { id: 1, slug: 'food', icon: 'utensils', kind: 'expenses' as const };
const home = { id: 2, slug: 'home', icon: 'house', kind: 'expenses' as const };
const income = { id: 3, slug: 'income', icon: 'wallet', kind: 'incoming' as const };
const sub = (
  id: number,
  slug: string,
  category: SubCategoryWithParent['category'],
): SubCategoryWithParent => ({
  id,
  slug,
  name: slug,
  custom: false,
  exclude_from_stats: false,
  category,
});
const NAMES: Record<string, string> = {
  food: 'Food & drinks',
  home: 'Home',
  income: 'Income',
  groceries: 'Groceries',
  cafe: 'Café',
  restaurants: 'Restaurants & fast food',
  rent: 'Rent',
  'home-groceries': 'Cleaning supplies',
  salary: 'Salary',
};
const names = {
  category: (slug: string) => NAMES[slug] ?? slug,
  subCategory: (item: SubCategoryWithParent) => NAMES[item.slug] ?? item.slug,
};
const compare = (a: string, b: string) => a.localeCompare(b);
const all = [
  sub(10, 'groceries', food),
  sub(11, 'cafe', food),
  sub(12, 'restaurants', food),
  sub(20, 'rent', home),
  sub(21, 'home-groceries', home),
  sub(30, 'salary', income),
];
const expenses = categoryChoices(all, names, ['expenses']);
const ids = (choices: readonly CategoryChoice[]) => choices.map((choice) => choice.id);

describe('the category choices', () => {
  it('keeps the kinds of the tab, with their translated names', () => {
    expect(ids(expenses)).toEqual([10, 11, 12, 20, 21]);
    expect(expenses[0]).toMatchObject({ name: 'Groceries', parentName: 'Food & drinks', icon: 'utensils' });
    expect(ids(categoryChoices(all, names))).toHaveLength(6);
  });

  it('offers the most used first, of the tab only, and always the chosen one', () => {
    const use = [
      { category_id: 30, entries: 50 },
      { category_id: 20, entries: 12 },
      { category_id: 10, entries: 9 },
      { category_id: 11, entries: 1 },
    ];
    expect(ids(quickPicks(expenses, use, null))).toEqual([20, 10, 11]);
    expect(ids(quickPicks(expenses, use, null, 2))).toEqual([20, 10]);
    // A choice found through the search comes first when it is not a usual one, within the limit.
    expect(ids(quickPicks(expenses, use, 12, 2))).toEqual([12, 20]);
    expect(ids(quickPicks(expenses, use, 10, 2))).toEqual([20, 10]);
    expect(quickPicks(expenses, [], null)).toEqual([]);
  });

  it('finds by the start of the name, then of a word, then inside, then by the parent, without accents', () => {
    expect(ids(matchingChoices(expenses, 'gro', compare))).toEqual([10]);
    expect(ids(matchingChoices(expenses, 'fast', compare))).toEqual([12]);
    expect(ids(matchingChoices(expenses, 'cafe', compare))).toEqual([11]);
    expect(ids(matchingChoices(expenses, 'CAFÉ', compare))).toEqual([11]);
    expect(ids(matchingChoices(expenses, 're', compare))).toEqual([20, 12]);
    expect(ids(matchingChoices(expenses, 'food', compare))).toEqual([12, 11, 10]);
    expect(ids(matchingChoices(expenses, 'home', compare))).toEqual([21, 20]);
    expect(matchingChoices(expenses, '   ', compare)).toEqual([]);
    expect(matchingChoices(expenses, 'salary', compare)).toEqual([]);
  });

  it('groups every choice under its parent, both by name', () => {
    expect(choicesByParent(expenses, compare).map((group) => [group.parentName, ids(group.choices)])).toEqual(
      [
        ['Food & drinks', [11, 10, 12]],
        ['Home', [21, 20]],
      ],
    );
  });
});
