// Which rows of a file a wallet already holds. A row is a duplicate when its bank reference matches an entry
// of the wallet imported before; a row with no reference (or whose reference matches none) when an entry the
// bank never referenced has the same amount, a date within one day and a payee or note that matches, so an
// entry typed in the app is recognised when the bank's file brings it. Each entry answers for one row only:
// two coffees of 3.50 on one day in the file are two coffees, one of them new when the wallet holds one.
import { importNote } from '@bc/api';
import type { ReadRow } from './formats/bank-file.ts';

/** What the duplicate check sees of an entry already in the wallet. */
export type ExistingEntry = {
  id: number;
  /** YYYY-MM-DD */
  date: string;
  amountCents: number;
  bankId: string | null;
  bankPayee: string | null;
  note: string | null;
};

const DAY_MS = 86_400_000;

const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

const normalised = (text: string | null | undefined) => text?.trim().replace(/\s+/g, ' ').toLowerCase() ?? '';

/** The payee or the note of the row is the entry's (as the import stores them, or as a person typed them). */
function textMatches(row: ReadRow, entry: ExistingEntry): boolean {
  const payee = normalised(row.payee);
  const note = normalised(row.note);
  const entryNote = normalised(entry.note);
  if (payee && payee === normalised(entry.bankPayee)) return true;
  if (!entryNote) return !payee && !note && !entry.bankPayee;
  return (
    entryNote === normalised(importNote(row)) ||
    entryNote === note ||
    entryNote === payee ||
    (payee.length > 2 && entryNote.includes(payee))
  );
}

function addTo<K>(groups: Map<K, ExistingEntry[]>, key: K, entry: ExistingEntry) {
  const group = groups.get(key);
  if (group) group.push(entry);
  else groups.set(key, [entry]);
}

/** Marks the rows (by index) the wallet's entries already hold; rows with problems are never duplicates. */
export function findDuplicates(rows: readonly ReadRow[], existing: readonly ExistingEntry[]): boolean[] {
  const byReference = new Map<string, ExistingEntry[]>();
  const unreferencedByAmount = new Map<number, ExistingEntry[]>();
  for (const entry of existing) {
    if (entry.bankId) addTo(byReference, entry.bankId, entry);
    else addTo(unreferencedByAmount, entry.amountCents, entry);
  }
  const taken = new Set<number>();
  const takeFirst = (
    candidates: readonly ExistingEntry[] | undefined,
    fits: (entry: ExistingEntry) => boolean,
  ) => {
    const found = candidates?.find((entry) => !taken.has(entry.id) && fits(entry));
    if (found) taken.add(found.id);
    return found !== undefined;
  };

  return rows.map((row) => {
    const { date, amountCents } = row;
    if (row.problems.length > 0 || date === null || amountCents === null) return false;
    if (row.bankId && takeFirst(byReference.get(row.bankId), () => true)) return true;
    return takeFirst(
      unreferencedByAmount.get(amountCents),
      (entry) => daysApart(entry.date, date) <= 1 && textMatches(row, entry),
    );
  });
}
