// Every path this area links to, its own screens and the entries area's saving form, in one place so that no
// screen spells a path by hand. Paths are relative to the app's basename (/app); links to another area work
// because every area routes over the one shared history, and the shell mounts whichever area owns the path.
const segment = encodeURIComponent;

export const paths = {
  budgets: {
    list: { getHref: () => '/budgets' },
    new: { getHref: () => '/budgets/new?tab=2' },
    edit: { getHref: (uuid: string, tab: '1' | '2' = '1') => `/budgets/edit/${segment(uuid)}?tab=${tab}` },
  },
  goals: {
    list: { getHref: () => '/goals' },
    new: { getHref: () => '/goals/new' },
    edit: { getHref: (uuid: string) => `/goals/edit/${segment(uuid)}` },
    details: { getHref: (uuid: string) => `/goals/details/${segment(uuid)}` },
  },
  /** The entries area's saving form for a goal: a deposit, or a withdrawal with `goal_type=withdrawal`. */
  goalEntry: {
    deposit: { getHref: (goalUuid: string) => `/entry/goal/${segment(goalUuid)}` },
    withdrawal: { getHref: (goalUuid: string) => `/entry/goal/${segment(goalUuid)}?goal_type=withdrawal` },
  },
} as const;
