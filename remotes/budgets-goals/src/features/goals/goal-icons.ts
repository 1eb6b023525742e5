/** The icons a goal can have (SPEC §3 Goal); their names are in the `reference` namespace. */
export const GOAL_ICONS = [
  'house',
  'car',
  'travel',
  'education',
  'health',
  'savings',
  'retirement',
  'business',
  'charity',
  'family',
  'hobby',
  'investment',
  'emergency',
  'vacation',
  'home_improvement',
  'technology',
  'pets',
  'other',
] as const;

export type GoalIcon = (typeof GOAL_ICONS)[number];
