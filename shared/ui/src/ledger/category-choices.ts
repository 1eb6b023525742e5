// Which sub-categories the entry form's picker shows: the person's most used first, or those a typed text
// names. Pure, so the order and the matching are tested without a browser.
import type { CategoryKind, CategoryUse, SubCategoryWithParent } from '@bc/api';
import { foldText } from '@bc/domain';

/** How many of the most used sub-categories stand as quick picks. */
export const QUICK_PICKS = 8;

/** A sub-category as the picker shows it: its translated name and its parent's. */
export interface CategoryChoice {
  id: number;
  name: string;
  parentName: string;
  icon: string;
  sub: SubCategoryWithParent;
}

/** The sub-categories of the tab's kinds (all when none given), with their names. */
export function categoryChoices(
  subCategories: readonly SubCategoryWithParent[],
  names: { category: (slug: string) => string; subCategory: (sub: SubCategoryWithParent) => string },
  kinds?: readonly CategoryKind[],
): CategoryChoice[] {
  return subCategories
    .filter((sub) => !kinds || kinds.includes(sub.category.kind))
    .map((sub) => ({
      id: sub.id,
      name: names.subCategory(sub),
      parentName: names.category(sub.category.slug),
      icon: sub.category.icon,
      sub,
    }));
}

/**
 * The quick picks: the most used of `choices`, most used first, at most `limit`; the chosen one is always
 * among them (first when it is not a usual one), so a choice made through the search stays in sight.
 */
export function quickPicks(
  choices: readonly CategoryChoice[],
  use: readonly CategoryUse[],
  chosen: number | null,
  limit = QUICK_PICKS,
): CategoryChoice[] {
  const byId = new Map(choices.map((choice) => [choice.id, choice]));
  const picks = use
    .map((used) => byId.get(used.category_id))
    .filter((choice): choice is CategoryChoice => choice !== undefined)
    .slice(0, limit);
  const chosenChoice = chosen === null ? undefined : byId.get(chosen);
  if (chosenChoice && !picks.includes(chosenChoice)) return [chosenChoice, ...picks.slice(0, limit - 1)];
  return picks;
}

/**
 * The choices a typed text names, best first: a name starting with it, then a word of the name starting
 * with it, then a name containing it, then those whose parent category's name matches; by name inside each.
 */
export function matchingChoices(
  choices: readonly CategoryChoice[],
  text: string,
  compare: (a: string, b: string) => number,
): CategoryChoice[] {
  const wanted = foldText(text);
  if (wanted === '') return [];
  const rank = (choice: CategoryChoice) => {
    const name = foldText(choice.name);
    if (name.startsWith(wanted)) return 0;
    if (name.split(/[\s\-/&,.]+/).some((word) => word.startsWith(wanted))) return 1;
    if (name.includes(wanted)) return 2;
    if (foldText(choice.parentName).includes(wanted)) return 3;
    return null;
  };
  return choices
    .map((choice) => ({ choice, rank: rank(choice) }))
    .filter((ranked): ranked is { choice: CategoryChoice; rank: number } => ranked.rank !== null)
    .sort((a, b) => a.rank - b.rank || compare(a.choice.name, b.choice.name))
    .map(({ choice }) => choice);
}

/** Every choice under its parent category, both sorted by name: the picker's "all categories". */
export function choicesByParent(
  choices: readonly CategoryChoice[],
  compare: (a: string, b: string) => number,
): { parentName: string; icon: string; choices: CategoryChoice[] }[] {
  const groups = new Map<number, { parentName: string; icon: string; choices: CategoryChoice[] }>();
  for (const choice of choices) {
    const group = groups.get(choice.sub.category.id) ?? {
      parentName: choice.parentName,
      icon: choice.icon,
      choices: [],
    };
    group.choices.push(choice);
    groups.set(choice.sub.category.id, group);
  }
  return [...groups.values()]
    .sort((a, b) => compare(a.parentName, b.parentName))
    .map((group) => ({ ...group, choices: group.choices.sort((a, b) => compare(a.name, b.name)) }));
}
