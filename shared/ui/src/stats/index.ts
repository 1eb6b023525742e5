// The stats figures the shell's top strip, the profile and the stats area all show: one key for each call.
export {
  getStatsFigure,
  type StatsFigure,
  statsFigureQueryOptions,
} from './get-stats-figure.ts';
export {
  getStatsSummary,
  monthSoFar,
  type StatsRange,
  statsSummaryQueryOptions,
  useStatsSummary,
} from './get-stats-summary.ts';
export { statsKeys } from './stats-keys.ts';
