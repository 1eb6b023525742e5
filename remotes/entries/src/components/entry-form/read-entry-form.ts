import type { EntryBody } from '@bc/api';
import {
  choosesCategory,
  ENTRY_MESSAGES,
  type EntryDraft,
  type EntryTab,
  entryProblems,
  entryTypeOfTab,
  SAVING_CATEGORY_ID,
  signedAmount,
} from '@bc/domain';
import { type LabelChoice, labelRefs } from '@bc/ui/ledger';
import { formChecked, formNumber, formText, problemsInOrder } from './form-data.ts';

/** The payee select's "create new" choice: reveals the payee name field. */
export const NEW_PAYEE = 'new';
/** A wallet select left on "choose wallet". */
export const NO_WALLET = '-1';
/** A transfer's side outside the user's wallets (money from or to elsewhere). */
export const OUT_OF_WALLET = '0';

/** The fields whose problems the form reports, in the order it shows them. */
const CHECKED_FIELDS = ['amount', 'account_id', 'category_id', 'transfer_id', 'payee_id', 'goal_id'];

/**
 * Reads the entry form into what the ledger rules check and what the API takes. `type` in the body is the
 * tab; the amount carries the sign of its type (a debit's and a saving's from their direction radio); a
 * transfer's target goes in `transfer_id` (0 for out of wallet); a debit's payee in `payee_id`, as an id or a
 * new payee's name; a saving's goal in `goal_id` as its uuid, filed under the fixed saving sub-category.
 * `problems` holds message keys of @bc/domain, one per field, in the form's order.
 * `categoryByRule`: a rule of the workspace files the entry when the person chooses no category, so none is
 * needed, and none chosen leaves `category_id` out for the server to fill.
 */
export function readEntryForm(
  form: FormData,
  type: EntryTab,
  labels: readonly LabelChoice[],
  now: Date = new Date(),
  { categoryByRule = false }: { categoryByRule?: boolean } = {},
): { problems: string[]; body: EntryBody } {
  const pathType = entryTypeOfTab(type);
  const amount = formNumber(form, 'amount');
  const account = formNumber(form, 'account_id') ?? Number(NO_WALLET);
  const target = formNumber(form, 'transfer_id') ?? Number(NO_WALLET);
  const payee = formText(form, 'payee_id');
  const payeeRef: number | string | null =
    payee === NEW_PAYEE ? formText(form, 'payee_name') : payee ? Number(payee) : null;
  const goal = formText(form, 'goal_id') || null;
  const draft: EntryDraft = {
    type: pathType,
    amount,
    account_id: account,
    category_id: formNumber(form, 'category_id') ?? 0,
    transfer_id: type === 'transfer' && target !== Number(NO_WALLET) ? target : undefined,
    payee_id: type === 'debit' ? payeeRef : undefined,
    goal_id: type === 'saving' ? goal : undefined,
  };
  const found: Record<string, string> = entryProblems(draft);
  const leftToRules = categoryByRule && choosesCategory(type) && !draft.category_id;
  if (leftToRules) delete found.category_id;
  // A transfer's source left on "choose wallet" is not chosen (out of wallet is its own choice).
  if (type === 'transfer' && account === Number(NO_WALLET)) found.account_id = ENTRY_MESSAGES.wallet;

  // Debit and saving carry the sign their radio chose: money out (-) and withdrawal (-).
  const direction =
    (type === 'debit' && formText(form, 'debit_direction') === 'expenses') ||
    (type === 'saving' && formText(form, 'saving_direction') === 'withdrawal')
      ? -1
      : 1;
  const date = formText(form, 'date_time');
  const body: EntryBody = {
    type,
    amount: signedAmount(pathType, amount ?? 0, direction),
    note: formText(form, 'note') || null,
    labels: labelRefs(labels),
    currency_id: formNumber(form, 'currency_id') ?? undefined,
    payment_type: formNumber(form, 'payment_type') ?? undefined,
    date_time: (date ? new Date(date) : now).toISOString(),
    confirmed: formChecked(form, 'confirmed'),
    waranty: formChecked(form, 'waranty'),
    exclude_from_stats: formChecked(form, 'exclude_from_stats'),
    account_id: account > 0 ? account : null,
    category_id: choosesCategory(type)
      ? (draft.category_id ?? 0)
      : type === 'saving'
        ? SAVING_CATEGORY_ID
        : 0,
  };
  if (leftToRules) delete body.category_id;
  if (type === 'transfer') body.transfer_id = Math.max(target, 0);
  if (type === 'debit') body.payee_id = payeeRef;
  if (type === 'saving') body.goal_id = goal;
  return { problems: problemsInOrder(found, CHECKED_FIELDS), body };
}
