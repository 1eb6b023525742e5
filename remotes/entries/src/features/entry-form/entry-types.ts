/** The kinds of entry the add-entry form knows (SPEC §2 Entries, §3 Entry). */
export type EntryType = 'expenses' | 'incoming' | 'transfer' | 'debit' | 'saving';

/** The tab bar of each mode: transfer is hidden for planned entries (and models), saving has none. */
export const TABS_BY_MODE = {
  entry: ['expenses', 'incoming', 'transfer', 'debit'],
  planned: ['expenses', 'incoming', 'debit'],
} as const satisfies Record<string, readonly EntryType[]>;

export type EntryFormMode = keyof typeof TABS_BY_MODE | 'saving';

/** The tab a `?type=` query asks for, when the mode offers it; otherwise `fallback`. */
export function entryTypeFromQuery(
  value: string | null,
  mode: keyof typeof TABS_BY_MODE,
  fallback: EntryType = 'expenses',
): EntryType {
  const offered: readonly EntryType[] = TABS_BY_MODE[mode];
  return offered.find((type) => type === value) ?? fallback;
}

/** `yyyy-MM-ddTHH:mm` in local time: the value of a datetime-local input. */
export function toDateTimeInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
