// Small rules the structured readers (OFX, CAMT, MT940) share: how a field's text is cleaned, what a real
// day is, how rows get their unique line, and when a file with rows is no statement at all.
import { type ReadStatement, UnreadableFileError } from './bank-file.ts';

/**
 * Runs of whitespace (the line breaks of a wrapped field too) as one space, trimmed; nothing left is null.
 */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.replace(/\s+/g, ' ').trim();
  return text ? text : null;
}

/** YYYY-MM-DD for a day the calendar has, else null: banks' files do hold 2012-02-31 and month 20. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return date.toISOString().slice(0, 10);
}

/** The 1-based line of an offset of `text`, by a binary search over the line starts. */
export function lineFinder(text: string): (offset: number) => number {
  const lineStarts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    lineStarts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if ((lineStarts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return low + 1;
  };
}

/**
 * The statements with each row's `line` unique in the file: the line the row starts on, or one more than the
 * row before it when rows share a line (files written as one long line). Rows come in file order, so the
 * numbers only grow, equal the real line wherever each row starts a line of its own, and are the same on
 * every read.
 */
export function withUniqueLines(statements: readonly ReadStatement[]): ReadStatement[] {
  let previous = 0;
  return statements.map((statement) => ({
    ...statement,
    rows: statement.rows.map((row) => {
      previous = Math.max(row.line, previous + 1);
      return { ...row, line: previous };
    }),
  }));
}

/**
 * A file whose every row has a problem is refused as a whole (422, nothing written), as a malformed file is:
 * a date or amount no row can give means the file is not what its format says, not that some rows are odd.
 */
export function refuseWhenNoRowIsUsable(statements: readonly ReadStatement[], kind: string): void {
  const rows = statements.flatMap((statement) => statement.rows);
  const first = rows[0];
  if (!first || rows.some((row) => row.problems.length === 0)) return;
  const problem = first.problems[0]?.message ?? 'It cannot be read';
  throw new UnreadableFileError(
    `No transaction of this ${kind} file can be read: ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`,
    `line ${first.line}`,
  );
}
