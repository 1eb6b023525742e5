// Ledger rules shared by the server and the screens: entries, wallets, labels, search. Messages are keys;
// the UI translates them, the server sends them in `fields`.
import type { EntryType } from './entry-tabs.ts';

/** Fixed sub-category ids: clients may send 0 for debit and transfer. */
export const SAVING_CATEGORY_ID = 62;
export const DEBIT_CATEGORY_ID = 55;
export const TRANSFER_CATEGORY_ID = 75;

export const ENTRY_MESSAGES = {
  amount: 'insert amount',
  wallet: 'choose wallet',
  category: 'choose category',
  transferTo: 'choose wallet transfer',
  sameWallets: 'wallets must be different',
  payee: 'choose payee',
  payeeName: 'insert payee name',
  plannedType: 'choose planned type',
  startDate: 'choose start date',
  startInPast: 'start date must be greater than today',
  endBeforeStart: 'end date greater than start date',
  endInPast: 'end date must be greater than today',
  modelName: 'insert model name',
  goal: 'choose goal',
  createGoal: 'create goal first',
  goalBalance: 'withdrawal greater than goal balance',
} as const;
export type EntryMessage = (typeof ENTRY_MESSAGES)[keyof typeof ENTRY_MESSAGES];

/** What a form (or a request body) holds before it is checked; ids of 0, -1 or null mean "none chosen". */
export interface EntryDraft {
  type: EntryType;
  /** Signed or not: the amount's size is checked here, its sign by `signProblem`. */
  amount?: number | null | undefined;
  account_id?: number | null | undefined;
  category_id?: number | null | undefined;
  /** Transfer target; 0 or null = out of wallet, undefined = none chosen. */
  transfer_id?: number | null | undefined;
  /** Debit: an existing payee's id, or the name of a new one. */
  payee_id?: number | string | null | undefined;
  /** Saving: the goal's uuid. */
  goal_id?: string | null | undefined;
}

const chosen = (id: number | null | undefined): id is number => typeof id === 'number' && id > 0;

/**
 * Problems of an entry by field. Transfers accept "out of wallet" (0/null) on one side
 * but not both. A debit needs a payee id or a non-blank new name (both in payee_id).
 */
export function entryProblems(draft: EntryDraft): Record<string, EntryMessage> {
  const problems: Record<string, EntryMessage> = {};
  if (typeof draft.amount !== 'number' || !Number.isFinite(draft.amount) || Math.abs(draft.amount) < 0.01) {
    problems.amount = ENTRY_MESSAGES.amount;
  }
  switch (draft.type) {
    case 'expense':
    case 'income':
      if (!chosen(draft.account_id)) problems.account_id = ENTRY_MESSAGES.wallet;
      if (!chosen(draft.category_id)) problems.category_id = ENTRY_MESSAGES.category;
      break;
    case 'transfer': {
      // 0 or null on one side is "out of wallet"; a target never given at all was not chosen.
      const from = chosen(draft.account_id) ? draft.account_id : null;
      const to = chosen(draft.transfer_id) ? draft.transfer_id : null;
      if (draft.transfer_id === undefined) problems.transfer_id = ENTRY_MESSAGES.transferTo;
      else if (from === null && to === null) {
        problems.account_id = ENTRY_MESSAGES.wallet;
        problems.transfer_id = ENTRY_MESSAGES.transferTo;
      } else if (from === to) problems.transfer_id = ENTRY_MESSAGES.sameWallets;
      break;
    }
    case 'debit':
      if (!chosen(draft.account_id)) problems.account_id = ENTRY_MESSAGES.wallet;
      if (typeof draft.payee_id === 'string') {
        if (draft.payee_id.trim() === '') problems.payee_id = ENTRY_MESSAGES.payeeName;
      } else if (!chosen(draft.payee_id)) problems.payee_id = ENTRY_MESSAGES.payee;
      break;
    case 'saving':
      if (!chosen(draft.account_id)) problems.account_id = ENTRY_MESSAGES.wallet;
      if (!draft.goal_id) problems.goal_id = ENTRY_MESSAGES.goal;
      break;
  }
  return problems;
}

/**
 * The sign rule: expenses negative, incoming positive; debit and saving carry the sign
 * the user chose; a transfer is entered as a positive amount moved from source to target.
 */
export function signProblem(type: EntryType, amount: number): string | null {
  if (amount === 0) return ENTRY_MESSAGES.amount;
  if (type === 'expense' && amount > 0) return 'An expense must be negative';
  if (type === 'income' && amount < 0) return 'An income must be positive';
  if (type === 'transfer' && amount < 0) return 'A transfer amount must be positive';
  return null;
}

/** The sign a client sends: expenses negative, incoming and transfers positive, others as chosen. */
export function signedAmount(type: EntryType, amount: number, direction: 1 | -1 = 1): number {
  const size = Math.abs(amount);
  if (type === 'expense') return -size;
  if (type === 'income' || type === 'transfer') return size;
  return direction * size;
}

/** An entry dated in the future is planned; the client's flag does not override it. */
export function isPlannedByDate(dateTime: Date | string, now: Date = new Date()): boolean {
  return new Date(dateTime).getTime() > now.getTime();
}

/** An entry counts toward balances when confirmed, not planned and not deleted. */
export const countsTowardBalance = (entry: { confirmed: boolean; planned: boolean; deleted?: boolean }) =>
  entry.confirmed && !entry.planned && !entry.deleted;

/** A plan needs a planning type and a start date, and its end is not before its start. */
export function plannedProblems(plan: {
  planning?: string | null;
  start?: string | null;
  end?: string | null;
}): Record<string, EntryMessage> {
  const problems: Record<string, EntryMessage> = {};
  if (!plan.planning) problems.planning = ENTRY_MESSAGES.plannedType;
  if (!plan.start) problems.date_time = ENTRY_MESSAGES.startDate;
  else if (plan.end && new Date(plan.end).getTime() < new Date(plan.start).getTime()) {
    problems.end_date_time = ENTRY_MESSAGES.endBeforeStart;
  }
  return problems;
}

/** A model needs a name (trimmed). */
export const modelNameProblem = (name: string | null | undefined): EntryMessage | null =>
  (name ?? '').trim() === '' ? ENTRY_MESSAGES.modelName : null;

// --- Labels -------------------------------------------------------------------------------------------

/** The fixed palette new labels take a random colour from. */
export const LABEL_COLORS = [
  '#f44336',
  '#e91e63',
  '#9c27b0',
  '#673ab7',
  '#3f51b5',
  '#2196f3',
  '#03a9f4',
  '#00bcd4',
  '#009688',
  '#4caf50',
  '#8bc34a',
  '#cddc39',
  '#ffeb3b',
  '#ffc107',
  '#ff9800',
  '#ff5722',
  '#795548',
] as const;

/** `random` in [0, 1): injectable so tests and seeds are repeatable. */
export const randomLabelColor = (random: () => number = Math.random): string =>
  LABEL_COLORS[Math.min(LABEL_COLORS.length - 1, Math.floor(random() * LABEL_COLORS.length))] ?? '#f44336';

export const LABEL_MESSAGES = { name: 'label_name_required', color: 'label_color_required' } as const;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

export function labelProblems(label: {
  name?: string | null;
  color?: string | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((label.name ?? '').trim() === '') problems.name = LABEL_MESSAGES.name;
  if (!label.color || !HEX_COLOR.test(label.color)) problems.color = LABEL_MESSAGES.color;
  return problems;
}

/** Typed text is split on spaces or commas; blanks and case-insensitive repeats dropped. */
export function splitLabelText(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(/[\s,]+/)) {
    const name = part.trim();
    if (name === '' || seen.has(name.toLowerCase())) continue;
    seen.add(name.toLowerCase());
    names.push(name);
  }
  return names;
}

/** An existing label with this name, compared case-insensitively (reuse before creating). */
export function findLabelByName<T extends { name: string }>(
  labels: readonly T[],
  name: string,
): T | undefined {
  const wanted = name.trim().toLowerCase();
  return labels.find((label) => label.name.trim().toLowerCase() === wanted);
}

// --- Wallets ------------------------------------------------------------------------------------------

export const CREDIT_CARD_TYPES = ['credit-card', 'credit-card-revolving'] as const;
export const isCreditCardType = (type: string) => (CREDIT_CARD_TYPES as readonly string[]).includes(type);

export const WALLET_MESSAGES = {
  name: 'wallet_name_required',
  type: 'wallet_type_invalid',
  currency: 'wallet_currency_required',
  invoiceDate: 'wallet_invoice_date_required',
  closingDate: 'wallet_closing_date_required',
  paymentAccount: 'wallet_payment_account_required',
  paymentAccountInvalid: 'wallet_payment_account_invalid',
  installment: 'wallet_installment_required',
  voucherValue: 'wallet_voucher_value_required',
} as const;

export interface WalletDraft {
  name?: string | null;
  type?: string | null;
  currency_id?: number | null;
  invoice_date?: string | null;
  closing_date?: string | null;
  /** -1, 0 or null = none. */
  payment_account?: number | null;
  installement_value?: number | null;
  voucher_value?: number | null;
}

/** A wallet that may pay a credit card's invoice: not a card, not archived. */
export const canPayCards = (wallet: { type: string; archived: boolean }) =>
  !isCreditCardType(wallet.type) && !wallet.archived;

/**
 * Problems of a wallet by field. `paymentAccount` is the chosen paying wallet when it exists (the caller
 * looks it up), so the rule "not a card, not archived" is checked here too.
 */
export function walletProblems(
  draft: WalletDraft,
  validTypes: readonly string[],
  paymentAccount?: { type: string; archived: boolean } | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((draft.name ?? '').trim() === '') problems.name = WALLET_MESSAGES.name;
  if (!draft.type || !validTypes.includes(draft.type)) problems.type = WALLET_MESSAGES.type;
  if (!(typeof draft.currency_id === 'number' && draft.currency_id > 0))
    problems.currency_id = WALLET_MESSAGES.currency;
  if (draft.type && isCreditCardType(draft.type)) {
    if (!draft.invoice_date) problems.invoice_date = WALLET_MESSAGES.invoiceDate;
    if (!draft.closing_date) problems.closing_date = WALLET_MESSAGES.closingDate;
    if (!(typeof draft.payment_account === 'number' && draft.payment_account > 0)) {
      problems.payment_account = WALLET_MESSAGES.paymentAccount;
    } else if (paymentAccount !== undefined && (paymentAccount === null || !canPayCards(paymentAccount))) {
      problems.payment_account = WALLET_MESSAGES.paymentAccountInvalid;
    }
  }
  if (
    draft.type === 'credit-card-revolving' &&
    !(typeof draft.installement_value === 'number' && draft.installement_value > 0)
  ) {
    problems.installement_value = WALLET_MESSAGES.installment;
  }
  if (draft.type === 'voucher' && !(typeof draft.voucher_value === 'number' && draft.voucher_value > 0)) {
    problems.voucher_value = WALLET_MESSAGES.voucherValue;
  }
  return problems;
}

/** A voucher's balance in cents: tickets times the value of one ticket. */
export const voucherBalanceCents = (tickets: number, ticketValueCents: number) =>
  Math.round(tickets * ticketValueCents);

// --- Search -------------------------------------------------------------------------------------------

export const SEARCH_MAX_RANGE_DAYS = 364;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A search range needs both dates (yyyy-MM-dd), start not after end, at most 364 days apart. */
export function searchRangeProblem(start?: string | null, end?: string | null): string | null {
  if (!start && !end) return null;
  if (!start || !end || !ISO_DAY.test(start) || !ISO_DAY.test(end))
    return 'Choose both a start and an end date';
  const days = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS;
  if (Number.isNaN(days)) return 'Choose both a start and an end date';
  if (days < 0) return ENTRY_MESSAGES.endBeforeStart;
  if (days > SEARCH_MAX_RANGE_DAYS) return `The range can be at most ${SEARCH_MAX_RANGE_DAYS} days`;
  return null;
}
