// The screens this area links to, its own and the entries area's saving form, with the call shapes its pages
// use; every path comes from the registry of screen paths in @bc/router.
import { paths as screens } from '@bc/router';

export const paths = {
  budgets: {
    list: { getHref: () => screens.budgets.list.getHref() },
    new: { getHref: () => screens.budgets.new.getHref({ tab: '2' }) },
    edit: {
      getHref: (uuid: string, tab: '1' | '2' = '1') => screens.budgets.edit.getHref({ id: uuid }, { tab }),
    },
  },
  goals: {
    list: { getHref: () => screens.goals.list.getHref() },
    new: { getHref: () => screens.goals.new.getHref() },
    edit: { getHref: (uuid: string) => screens.goals.edit.getHref({ id: uuid }) },
    details: { getHref: (uuid: string) => screens.goals.details.getHref({ id: uuid }) },
  },
  /** The entries area's saving form for a goal: a deposit, or a withdrawal. */
  goalEntry: {
    deposit: { getHref: (goalUuid: string) => screens.entries.goal.getHref({ goalId: goalUuid }) },
    withdrawal: {
      getHref: (goalUuid: string) =>
        screens.entries.goal.getHref({ goalId: goalUuid }, { goal_type: 'withdrawal' }),
    },
  },
} as const;
