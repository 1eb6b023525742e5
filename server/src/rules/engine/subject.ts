// What rules look at and change: an entry, a planned entry or an import preview's row, reduced to the fields
// conditions read and actions write. Text is folded (case and accents) once per subject, so a thousand rules
// compare against the same folded strings instead of folding them a thousand times.
import type { RuleChoiceField, RuleTextField } from '@bc/api';
import { type EntryType, foldText } from '@bc/domain';

export interface RuleSubject {
  /** The payee's name (an import row's counterparty). */
  payee: string | null;
  /** The text the bank sent with the row (memo, remittance information); a `note` condition reads it too. */
  bankText: string | null;
  /** The entry's own note. */
  note: string | null;
  /** Signed integer cents, as the server stores them: money out negative. */
  amountCents: number;
  walletId: number | null;
  /** A sub-category id. */
  categoryId: number | null;
  labelIds: readonly number[];
  type: EntryType;
  /** ISO 4217 code. */
  currency: string | null;
  /** YYYY-MM-DD. */
  date: string;
  excludeFromStats: boolean;
  /** The wallet a transfer moves the money to; null for other types. */
  transferWalletId: number | null;
}

/** A subject with what conditions compare already worked out. */
export interface PreparedSubject {
  readonly subject: RuleSubject;
  /** Folded texts a field's conditions compare: the payee; the bank's text and the note. Null is ''. */
  readonly folded: Readonly<Record<RuleTextField, readonly string[]>>;
  /** The same texts as written, for regular expressions (which ignore case only). */
  readonly raw: Readonly<Record<RuleTextField, readonly string[]>>;
  /**
   * The values is / is not / one of compare, as lists: an entry has several labels and at most one of the
   * rest (none when it is null), so "is" is "has" for every field alike.
   */
  readonly choices: Readonly<Record<RuleChoiceField, readonly (number | string)[]>>;
  readonly dayOfMonth: number;
  /** The last day of the subject's month, for day-of-month conditions on short months. */
  readonly lastDayOfMonth: number;
}

/** Text as conditions compare it (@bc/domain): the search of the apps folds the same way. */
export { foldText };

const oneOrNone = <T>(value: T | null): T[] => (value === null ? [] : [value]);

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * The subject ready for conditions. `previous`, the same subject before a rule changed it, lends its folded
 * texts when they did not change: rules that set a category do not fold the payee again.
 */
export function prepareSubject(subject: RuleSubject, previous?: PreparedSubject): PreparedSubject {
  const payee = subject.payee ?? '';
  const notes = [subject.bankText ?? '', subject.note ?? ''];
  const sameTexts =
    previous !== undefined &&
    previous.raw.payee[0] === payee &&
    previous.raw.note[0] === notes[0] &&
    previous.raw.note[1] === notes[1];
  const year = Number(subject.date.slice(0, 4));
  const month = Number(subject.date.slice(5, 7));
  return {
    subject,
    raw: sameTexts ? previous.raw : { payee: [payee], note: notes },
    folded: sameTexts ? previous.folded : { payee: [foldText(payee)], note: notes.map(foldText) },
    choices: {
      wallet: oneOrNone(subject.walletId),
      category: oneOrNone(subject.categoryId),
      label: subject.labelIds,
      type: [subject.type],
      currency: oneOrNone(subject.currency?.toUpperCase() ?? null),
    },
    dayOfMonth: Number(subject.date.slice(8, 10)),
    lastDayOfMonth: daysInMonth(year, month),
  };
}
