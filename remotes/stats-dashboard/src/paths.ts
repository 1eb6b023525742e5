// Every path this area links to, in one place so that no screen spells a path by hand. Paths are relative to
// the app's basename (/app); links to another area work because every area routes over the one shared
// history, and the shell mounts whichever area owns the path.
import type { DateRange } from './utils/date-range.ts';

export const paths = {
  dashboard: { getHref: () => '/dashboard' },
  stats: {
    summary: { getHref: () => '/stats' },
    graph: { getHref: (grouping: 'label' | 'category' = 'label') => `/stats/graph/${grouping}` },
    search: { getHref: () => '/stats/search' },
  },
  /** A full-page list of one side of the ledger by sub-category, for a range. */
  seeAll: {
    getHref: (type: 'expenses' | 'incoming', range: DateRange) =>
      `/see_all/${type}?${new URLSearchParams({ start: range.start, end: range.end })}`,
  },
  /** The entries area's screens of the dashboard's menu. */
  entries: {
    add: { getHref: () => '/entry' },
    list: { getHref: () => '/entries' },
    search: { getHref: () => '/search' },
  },
} as const;
