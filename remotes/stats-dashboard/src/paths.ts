// The screens this area links to, with the call shapes its pages use; every path comes from the registry of
// screen paths in @bc/router.
import { paths as screens } from '@bc/router';
import type { DateRange } from './utils/date-range.ts';

export const paths = {
  dashboard: { getHref: () => screens.dashboard.getHref() },
  stats: {
    summary: { getHref: () => screens.stats.summary.getHref() },
    graph: {
      getHref: (grouping: 'label' | 'category' = 'label') => screens.stats.graph.getHref({ type: grouping }),
    },
    search: { getHref: () => screens.stats.search.getHref() },
  },
  /** A full-page list of one side of the ledger by sub-category, for a range. */
  seeAll: {
    getHref: (type: 'expenses' | 'incoming', range: DateRange) =>
      screens.stats.seeAll.getHref({ type }, { start: range.start, end: range.end }),
  },
  /** The entries area's screens of the dashboard's menu. */
  entries: {
    add: { getHref: () => screens.entries.add.getHref() },
    list: { getHref: () => screens.entries.list.getHref() },
    search: { getHref: () => screens.entries.search.getHref() },
  },
} as const;
