import type { Entry, Model } from '@bc/api';
import type { EntryTab } from '@bc/domain';

export type { EntryTab };

/**
 * The tab bar of each mode: transfer is hidden for planned entries (and models). Saving is not a tab: a
 * saving entry is made from a goal (/entry/goal/{uuid}) or edited, and its form shows no tab bar.
 */
export const TABS_BY_MODE = {
  entry: ['expenses', 'incoming', 'transfer', 'debit'],
  planned: ['expenses', 'incoming', 'debit'],
} as const satisfies Record<string, readonly EntryTab[]>;

export type EntryFormMode = keyof typeof TABS_BY_MODE;

/** The tab a `?type=` query asks for, when the mode offers it; otherwise `fallback`. */
export function entryTypeFromQuery(
  value: string | null,
  mode: keyof typeof TABS_BY_MODE,
  fallback: EntryTab = 'expenses',
): EntryTab {
  const offered: readonly EntryTab[] = TABS_BY_MODE[mode];
  return offered.find((type) => type === value) ?? fallback;
}

/** `yyyy-MM-ddTHH:mm` in local time: the value of a datetime-local input. */
export function toDateTimeInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The wallets of a loaded transfer as the form's values ('0' = out of wallet), whichever of its two rows
 * was opened. Each row holds its own wallet in `account_id` (null = out of wallet) and the other side's in
 * `transfer_id` (0 = out of wallet); the minus row is the source, the plus row the target.
 */
export function transferSides(entry: Pick<Entry, 'amount' | 'account_id' | 'transfer_id'>): {
  from: string;
  to: string;
} {
  const own = String(entry.account_id ?? 0);
  const other = String(entry.transfer_id ?? 0);
  return entry.amount < 0 ? { from: own, to: other } : { from: other, to: own };
}

/** What the form starts from: an entry being edited, or a model or a plan filling the form. */
export type EntryDefaults = Pick<
  Entry,
  | 'type'
  | 'amount'
  | 'date_time'
  | 'account_id'
  | 'transfer_id'
  | 'category_id'
  | 'payee_id'
  | 'payee'
  | 'goal_id'
  | 'goal'
  | 'currency_id'
  | 'payment_type_id'
  | 'labels'
  | 'note'
  | 'confirmed'
  | 'waranty'
  | 'exclude_from_stats'
>;

/** A model fills amount, currency, payment type, note, labels, exclude_from_stats, wallet, category. */
export function defaultsFromModel(model: Model, now: Date = new Date()): Partial<EntryDefaults> {
  return {
    type: model.type,
    amount: model.amount ?? undefined,
    date_time: now.toISOString(),
    account_id: model.account_id,
    category_id: model.category_id ?? 0,
    payee_id: model.payee_id,
    currency_id: model.currency_id,
    payment_type_id: model.payment_type?.id,
    labels: model.labels,
    note: model.note,
    exclude_from_stats: model.exclude_from_stats,
  };
}
