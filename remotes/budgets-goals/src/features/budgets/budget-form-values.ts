import type { Budget } from '@bc/api';
import {
  type BudgetDraft,
  checkAmountInput,
  DEFAULT_BUDGET_THRESHOLDS,
  parseBudgetPeriod,
  periodHasDates,
} from '@bc/domain';
import type { BudgetBody } from './api/save-budget.ts';

/** The entry types a budget can count (the input schema's list). */
export const BUDGET_ENTRY_TYPES = ['incoming', 'expenses', 'debit', 'transfer'] as const;
type BudgetEntryType = (typeof BUDGET_ENTRY_TYPES)[number];
const isBudgetEntryType = (value: string): value is BudgetEntryType =>
  (BUDGET_ENTRY_TYPES as readonly string[]).includes(value);

/** The lists filled from the server; one that has not loaded keeps what the budget had (or nothing). */
export interface LoadedLists {
  accounts: boolean;
  categories: boolean;
  tags: boolean;
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .sort((a, b) => a - b);

/**
 * Reads the budget form: the body the API takes and the draft the budget rules check. The dates are sent
 * only for periods that have them, the e-mails only with the notification on; the thresholds are the
 * budget's own (the defaults for a new one).
 */
export function readBudgetForm(
  form: FormData,
  budget: Budget | null,
  loaded: LoadedLists,
): { body: BudgetBody; draft: BudgetDraft } {
  const amount = checkAmountInput(text(form, 'amount')).value;
  const amountCents = amount === null ? null : Math.round(amount * 100);
  const period = text(form, 'period');
  const dated = periodHasDates(parseBudgetPeriod(period));
  const start = dated ? text(form, 'period_start') || null : null;
  const end = dated ? text(form, 'period_end') || null : null;
  const stored = budget?.configuration;
  const notification = form.get('notification') === 'on';
  const body: BudgetBody = {
    name: text(form, 'name'),
    amount: amountCents === null ? null : amountCents / 100,
    description: text(form, 'description') || null,
    configuration: {
      period,
      categories: loaded.categories ? ids(form, 'categories') : (stored?.categories ?? []),
      tags: loaded.tags ? ids(form, 'tags') : (stored?.tags ?? []),
      types: form.getAll('types').map(String).filter(isBudgetEntryType),
      accounts: loaded.accounts ? ids(form, 'accounts') : (stored?.accounts ?? []),
      period_start: start,
      period_end: end,
    },
    notification,
    emails: notification ? form.getAll('emails').map(String) : [],
    thresholds: budget?.thresholds ?? [...DEFAULT_BUDGET_THRESHOLDS],
  };
  return { body, draft: { name: body.name, amountCents, period, start, end } };
}
