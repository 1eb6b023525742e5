// The stats figures the shell's top strip, the profile and the stats area all show: one call each, one key.
export {
  getStatsChange,
  monthSoFar,
  type StatsRange,
  statsChangeQueryOptions,
  useStatsChange,
} from './get-stats-change.ts';
export {
  getStatsFigure,
  type StatsFigure,
  statsFigureQueryOptions,
  useStatsFigure,
} from './get-stats-figure.ts';
export { statsKeys } from './stats-keys.ts';
