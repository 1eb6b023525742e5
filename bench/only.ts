// BENCH_ONLY=stats,budgets (comma-separated groups) runs only those parts of `pnpm bench`; unset runs all.
// Seeding a million entries dominates a run, so the ledger is skipped unless one of its groups is asked for.

/**
 * Parts of bench/run.ts that need no seeded ledger of bench/ledger.ts; `import`: bank files previewed and
 * committed (bench/import.ts); `rules`: rules on new entries, previews and a million entries (bench/rules.ts,
 * which seeds its own).
 */
const PAGE_GROUPS = ['js', 'login', 'load', 'import', 'rules'] as const;
/**
 * Parts measured against the seeded ledger (bench/ledger.ts); `cold`: the dashboard opened cold in Chromium;
 * `quickadd`: an expense added on a phone in Chromium (bench/quick-add.ts).
 */
const LEDGER_GROUPS = [
  'entries',
  'find',
  'budgets',
  'goals',
  'stats',
  'cold',
  'quickadd',
  'create',
  'activity',
] as const;

export type BenchGroup = (typeof PAGE_GROUPS)[number] | (typeof LEDGER_GROUPS)[number] | 'floor';

const asked = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((group) => group.trim())
  .filter(Boolean);

const known: readonly string[] = [...PAGE_GROUPS, ...LEDGER_GROUPS];
const unknown = asked.filter((group) => !known.includes(group));
if (unknown.length > 0) {
  throw new Error(`BENCH_ONLY: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
}

/** Whether a part runs; the floor (an empty list over HTTP) runs with any ledger part, as their reference. */
export function benchSelected(group: BenchGroup): boolean {
  if (asked.length === 0) return true;
  if (group === 'floor') return ledgerSelected();
  return asked.includes(group);
}

export const ledgerSelected = () =>
  asked.length === 0 || LEDGER_GROUPS.some((group) => asked.includes(group));

/** The apps are built unless only parts that need none are asked for. */
export const buildNeeded = () =>
  asked.length === 0 || asked.some((group) => group !== 'import' && group !== 'rules');
