// axe-core on the page as it is: the serious and critical problems, one line each, naming the rule, the
// element and the screen, so that a failure says what to fix without opening a report.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const BLOCKING = new Set(['serious', 'critical']);

/** WCAG 2.x A and AA, and axe's best practices (landmarks, headings, one main). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeProblem {
  rule: string;
  impact: string;
  target: string;
  summary: string;
}

/** The rules a change of colours alone can break: the rest gives the same answer in either theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The serious and critical problems axe finds on the page as it is; `coloursOnly` checks only what a
 * theme changes (the same page in its other theme).
 */
export async function blockingAxeProblems(page: Page, { coloursOnly = false } = {}): Promise<AxeProblem[]> {
  const builder = new AxeBuilder({ page });
  if (coloursOnly) builder.withRules(COLOUR_RULES);
  else builder.withTags(TAGS);
  // Only the violations are reported in full: the passes' details would double the time of a run.
  const results = await builder.options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        target: node.target.join(' '),
        summary: (node.failureSummary ?? violation.help).replaceAll('\n', ' '),
      })),
    );
}

export const describeProblem = (where: string, problem: AxeProblem) =>
  `${where}: ${problem.rule} (${problem.impact}) at ${problem.target}: ${problem.summary}`;

/** Fails with one line per serious or critical problem axe finds on the page as it is, named by `where`. */
export async function expectAccessible(page: Page, where: string) {
  const problems = (await blockingAxeProblems(page)).map((problem) => describeProblem(where, problem));
  expect(problems).toEqual([]);
}
