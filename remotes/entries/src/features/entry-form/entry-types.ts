import type { Entry, Model } from '@bc/api';

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

/** The form's tabs as the API spells entry types in paths (SPEC §3 type map). */
export const API_ENTRY_TYPE = {
  expenses: 'expense',
  incoming: 'income',
  transfer: 'transfer',
  debit: 'debit',
  saving: 'saving',
} as const satisfies Record<EntryType, string>;

export type ApiEntryType = (typeof API_ENTRY_TYPE)[EntryType];

/** The tab of an entry the API returned. */
export function entryTypeOfApi(type: ApiEntryType): EntryType {
  const found = (Object.keys(API_ENTRY_TYPE) as EntryType[]).find((key) => API_ENTRY_TYPE[key] === type);
  return found ?? 'expenses';
}

/**
 * The wallets of a loaded transfer as the form's values ('0' = out of wallet), whichever of its two rows
 * was opened: the minus row is on the source wallet and points at the target; the plus row the other way.
 */
export function transferSides(entry: Pick<Entry, 'amount' | 'account_id' | 'transfer_to'>): {
  from: string;
  to: string;
} {
  const own = String(entry.account_id ?? 0);
  const other = String(entry.transfer_to?.id ?? 0);
  return entry.amount < 0 ? { from: own, to: other } : { from: other, to: own };
}

/** What the form starts from: an entry being edited, or a model chosen to fill a new one. */
export type EntryDefaults = Pick<
  Entry,
  | 'type'
  | 'amount'
  | 'date_time'
  | 'account_id'
  | 'transfer_to'
  | 'category_id'
  | 'payee_id'
  | 'currency_id'
  | 'payment_type_id'
  | 'labels'
  | 'note'
  | 'confirmed'
  | 'waranty'
  | 'exclude_from_stats'
>;

/** SPEC §4: a model fills amount, currency, payment type, note, labels, exclude_from_stats, wallet, category. */
export function defaultsFromModel(model: Model, now: Date = new Date()): Partial<EntryDefaults> {
  return {
    type: model.type,
    amount: model.amount ?? undefined,
    date_time: now.toISOString(),
    account_id: model.account_id,
    category_id: model.category_id ?? 0,
    payee_id: model.payee_id,
    currency_id: model.currency_id ?? undefined,
    payment_type_id: model.payment_type ?? undefined,
    labels: model.labels,
    note: model.note,
    exclude_from_stats: model.exclude_from_stats,
  };
}
