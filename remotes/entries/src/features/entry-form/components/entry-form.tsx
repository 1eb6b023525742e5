import type { Entry, EntryBody, Model, Payee, PlannedEntry } from '@bc/api';
import {
  CATEGORY_KINDS_OF_TAB,
  choosesCategory,
  ENTRY_MESSAGES,
  type EntryDraft,
  entryProblems,
  entryTypeOfTab,
  MOBILE_BREAKPOINT_PX,
  PLANNING_VALUES,
  SAVING_CATEGORY_ID,
  signedAmount,
} from '@bc/domain';
import { Link } from '@bc/router';
import { AmountInput, EmptyState, QuerySelect, TabPanel, Tabs, useFormProblems } from '@bc/ui';
import { useWorkspaceDefaults } from '@bc/ui/account';
import { formatMoney, type LabelChoice, LabelsField, labelRefs, useWallets } from '@bc/ui/ledger';
import { CurrencySelect, PaymentTypeSelect, useSubCategories } from '@bc/ui/reference-data';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { otherAreaPaths } from '../../../paths.ts';
import { usePayees } from '../../payees/api/get-payees.ts';
import { useSavePlannedEntry } from '../../planned-entries/api/save-planned-entry.ts';
import { defaultsFromPlan, isoToDay, readPlanningFields } from '../../planned-entries/plan-form.ts';
import { CategorySelect } from '../../reference-data/components/category-select.tsx';
import { useGoals } from '../api/get-goals.ts';
import { useSaveEntry } from '../api/save-entry.ts';
import {
  defaultsFromModel,
  type EntryDefaults,
  type EntryFormMode,
  type EntryTab,
  TABS_BY_MODE,
  toDateTimeInputValue,
  transferSides,
} from '../entry-types.ts';
import { ModelPicker } from './model-picker.tsx';

const TAB_PREFIX = 'entry-type';
/** The payee select's "create new" choice: reveals the payee name field. */
export const NEW_PAYEE = 'new';
/** SPEC §9 defaults: no wallet (-1), no category (0); 0 is "out of wallet" for transfers. */
const NO_WALLET = '-1';
const OUT_OF_WALLET = '0';

export type SavingDirection = 'deposit' | 'withdrawal';

export interface EntryFormProps {
  mode: EntryFormMode;
  type: EntryTab;
  onTypeChange?: (type: EntryTab) => void;
  /** A new saving entry: a deposit adds to the goal, a withdrawal takes from it. */
  savingDirection?: SavingDirection;
  /** A new saving entry: the goal chosen at first (its uuid). */
  goalId?: string;
  /** The entry being edited (mode entry). */
  entry?: Entry;
  /** Told when the entry was saved; `updated` when an existing one changed. */
  /** `queued`: kept offline, to be sent when the connection returns. */
  onSaved?: (entry: Entry, updated: boolean, queued: boolean) => void;
  /** The plan being edited (mode planned). */
  plan?: PlannedEntry;
  /** Told when the plan was saved (mode planned); `updated` when an existing one changed. */
  onPlanSaved?: (plan: PlannedEntry, updated: boolean) => void;
}

const fieldId = (name: string) => `entry-${name}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const int = (form: FormData, name: string): number | null => {
  const value = text(form, name);
  return value === '' || Number.isNaN(Number(value)) ? null : Number(value);
};

/**
 * Reads the form into what the domain rules check and what the API takes (SPEC §3 payload, §5 Entry; the
 * P-ENTRY body: `type` is the tab, a transfer's target in `transfer_id` with 0 for out of wallet, a debit's
 * payee in `payee_id` as an id or a new payee's name, a saving's goal in `goal_id` as its uuid with the
 * fixed saving sub-category). Exported for tests; `problems` holds message keys of @bc/domain.
 */
export function readEntryForm(
  form: FormData,
  type: EntryTab,
  labels: readonly LabelChoice[],
): { problems: string[]; body: EntryBody } {
  const pathType = entryTypeOfTab(type);
  const amount = int(form, 'amount');
  const account = int(form, 'account_id') ?? -1;
  const target = int(form, 'transfer_id') ?? -1;
  const payee = text(form, 'payee_id');
  const payeeRef: number | string | null =
    payee === NEW_PAYEE ? text(form, 'payee_name') : payee ? Number(payee) : null;
  const goal = text(form, 'goal_id') || null;
  const draft: EntryDraft = {
    type: pathType,
    amount,
    account_id: account,
    category_id: int(form, 'category_id') ?? 0,
    transfer_id: type === 'transfer' && target !== -1 ? target : undefined,
    payee_id: type === 'debit' ? payeeRef : undefined,
    goal_id: type === 'saving' ? goal : undefined,
  };
  const found = entryProblems(draft);
  // A transfer's source left on "choose wallet" is not chosen (out of wallet is its own choice).
  if (type === 'transfer' && account === -1) found.account_id = ENTRY_MESSAGES.wallet;
  const problems = [
    ...new Set(
      ['amount', 'account_id', 'category_id', 'transfer_id', 'payee_id', 'goal_id']
        .map((key) => found[key])
        .filter((message): message is NonNullable<typeof message> => Boolean(message)),
    ),
  ];

  // Debit and saving carry the sign their radio chose: money out (-) and withdrawal (-).
  const direction =
    (type === 'debit' && text(form, 'debit_direction') === 'expenses') ||
    (type === 'saving' && text(form, 'saving_direction') === 'withdrawal')
      ? -1
      : 1;
  const date = text(form, 'date_time');
  const body: EntryBody = {
    type,
    amount: signedAmount(pathType, amount ?? 0, direction),
    note: text(form, 'note') || null,
    labels: labelRefs(labels),
    currency_id: int(form, 'currency_id') ?? undefined,
    payment_type: int(form, 'payment_type') ?? undefined,
    date_time: date ? new Date(date).toISOString() : new Date().toISOString(),
    confirmed: form.get('confirmed') === 'on',
    waranty: form.get('waranty') === 'on',
    exclude_from_stats: form.get('exclude_from_stats') === 'on',
    account_id: account > 0 ? account : null,
    category_id: choosesCategory(type)
      ? (draft.category_id ?? 0)
      : type === 'saving'
        ? SAVING_CATEGORY_ID
        : 0,
  };
  // The target wallet's id; 0 for out of wallet.
  if (type === 'transfer') body.transfer_id = Math.max(target, 0);
  if (type === 'debit') body.payee_id = payeeRef;
  if (type === 'saving') body.goal_id = goal;
  return { problems, body };
}

/**
 * The add-entry form (SPEC §2 Entries, §3 Entry, §4 defaults): the tab of each entry type in its
 * colour, the main fields, and a details section that starts collapsed on phones. In entry mode it
 * saves to POST/PUT /api/entry/{type}, in planned mode to /api/entry/planned[/{uuid}]. A saving entry
 * has no tab bar; with no goal to save toward, an empty state invites creating one instead of the form.
 */
export function EntryForm({
  mode,
  type,
  onTypeChange,
  savingDirection = 'deposit',
  goalId,
  entry,
  onSaved,
  plan,
  onPlanSaved,
}: EntryFormProps) {
  const { t } = useTranslation('entries');
  const tabs = type === 'saving' ? null : TABS_BY_MODE[mode];
  const goals = useGoals(type === 'saving');
  // An edited saving keeps its goal as a choice even when that goal is no longer active.
  const noGoals = type === 'saving' && goals.data?.length === 0 && !entry?.goal_id;
  const save = useSaveEntry();
  // What an entry kept offline is shown with until the server has it.
  const walletList = useWallets('all');
  const subCategories = useSubCategories();
  const savePlan = useSavePlannedEntry();
  // The planning rules' keys first (planned mode), then the entry messages; the server answers the same keys.
  const problems = useFormProblems(
    (key) => t([`planned.problems.${key}`, `messages.${key}`], { defaultValue: key }),
    t('form.saveFailed'),
  );
  const [labels, setLabels] = useState<LabelChoice[]>(() => entry?.labels ?? plan?.labels ?? []);
  // A chosen model fills a new entry; the fields are mounted afresh with its values.
  const [template, setTemplate] = useState<Model | null>(null);
  const initial: Partial<EntryDefaults> | undefined =
    entry ?? (plan ? defaultsFromPlan(plan) : template ? defaultsFromModel(template) : undefined);
  const pickModel = (model: Model) => {
    setTemplate(model);
    setLabels(model.labels);
    problems.clear();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    const { problems: found, body } = readEntryForm(formData, type, labels);
    // Planned mode: the planning rules' messages too, and the planned endpoint (SPEC §4).
    const planning = mode === 'planned' ? readPlanningFields(formData, plan?.date_time ?? null) : null;
    if (!problems.check([...found, ...(planning?.problems ?? [])])) return;
    if (planning) {
      savePlan.mutate(
        { uuid: plan?.uuid ?? null, body: { ...body, ...planning.fields } },
        { onSuccess: (saved) => onPlanSaved?.(saved, Boolean(plan)), onError: problems.failed },
      );
      return;
    }
    save.mutate(
      {
        type: entryTypeOfTab(type),
        entry: entry ?? null,
        body,
        tab: type,
        references: { wallets: walletList.data ?? [], subCategories: subCategories.data ?? [] },
      },
      {
        onSuccess: (saved) => onSaved?.(saved.entry, Boolean(entry), saved.queued),
        onError: problems.failed,
      },
    );
  };

  const form = (
    <form
      className={`bc-form bc-entry-form bc-entry-${type}`}
      aria-label={t(`types.${type}`)}
      onSubmit={submit}
      noValidate
    >
      {problems.alert}
      {mode === 'entry' && !entry && (type === 'expenses' || type === 'incoming') && (
        <ModelPicker type={type} onPick={pickModel} />
      )}
      <div key={template?.uuid ?? 'blank'}>
        <MainFields
          mode={mode}
          type={type}
          savingDirection={savingDirection}
          goalId={goalId}
          initial={initial}
        />
        {mode === 'planned' && <PlanningFields plan={plan} />}
        <DetailsSection initial={initial} onLabels={setLabels} />
      </div>
      <div className="bc-actions">
        <button
          type="submit"
          className="bc-button bc-button-primary"
          disabled={save.isPending || savePlan.isPending}
        >
          {t('form.save')}
        </button>
      </div>
    </form>
  );

  if (noGoals) return <NoGoals />;
  if (!tabs) return <div className="bc-entry">{form}</div>;
  return (
    <div className="bc-entry">
      <Tabs
        label={t('entry.typeTabs')}
        idPrefix={TAB_PREFIX}
        className="bc-entry-tabs"
        tabs={tabs.map((id) => ({ id, label: t(`types.${id}`), className: `bc-entry-tab-${id}` }))}
        selected={type}
        onSelect={(next) => {
          problems.clear();
          onTypeChange?.(next);
        }}
      />
      <TabPanel idPrefix={TAB_PREFIX} tab={type}>
        {form}
      </TabPanel>
    </div>
  );
}

function Field({
  id,
  label,
  children,
  hint,
}: {
  id: string;
  label: string;
  children: ReactNode;
  hint?: string;
}) {
  return (
    <div className="bc-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="bc-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A wallet select from the API: active wallets, "choose wallet" first, and "out of wallet" for transfers. */
function WalletField({
  id,
  name,
  label,
  outOfWallet,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  outOfWallet?: boolean;
  defaultValue?: string;
}) {
  const { t } = useTranslation('entries');
  const wallets = useWallets('active');
  return (
    <QuerySelect
      id={id}
      name={name}
      label={label}
      query={wallets}
      placeholder={{ value: NO_WALLET, label: t('form.chooseWallet') }}
      defaultValue={defaultValue ?? NO_WALLET}
      options={(list) => [
        ...(outOfWallet ? [{ value: OUT_OF_WALLET, label: t('form.outOfWallet') }] : []),
        ...list.map((wallet) => ({ value: String(wallet.id), label: wallet.name })),
      ]}
    />
  );
}

function SignField({ legend, name, choices, initial }: SignFieldProps) {
  return (
    <fieldset className="bc-fieldset bc-choice-group">
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="bc-choice">
          <input type="radio" name={name} value={choice.value} defaultChecked={choice.value === initial} />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

interface SignFieldProps {
  legend: string;
  name: string;
  choices: ReadonlyArray<{ value: string; label: string }>;
  initial: string;
}

/**
 * The payee of a debit: an existing one (its id), or "create new" revealing the name field. The payee of
 * an entry being edited stays a choice even when the list no longer has it (archived since).
 */
function PayeeFields({ initial }: { initial: { id: number; name: string | undefined } | null }) {
  const { t } = useTranslation('entries');
  const payees = usePayees();
  const [payee, setPayee] = useState(initial ? String(initial.id) : '');
  const listed = payees.data ?? [];
  const kept: Pick<Payee, 'id' | 'name'>[] =
    initial?.name !== undefined && !listed.some((item) => item.id === initial.id)
      ? [{ id: initial.id, name: initial.name }]
      : [];
  const choices = [...kept, ...listed];
  return (
    <>
      <Field id={fieldId('payee')} label={t('form.payee')}>
        <select
          id={fieldId('payee')}
          name="payee_id"
          value={payee}
          onChange={(event) => setPayee(event.target.value)}
        >
          <option value="">{t('form.choosePayee')}</option>
          {choices.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
          <option value={NEW_PAYEE}>{t('form.newPayee')}</option>
        </select>
      </Field>
      {payee === NEW_PAYEE && (
        <Field id={fieldId('payee-name')} label={t('form.payeeName')}>
          <input id={fieldId('payee-name')} name="payee_name" type="text" autoComplete="off" />
        </Field>
      )}
    </>
  );
}

/** SPEC §4, §5 Entry: a saving needs a goal; with none yet, the way to create the first one. */
function NoGoals() {
  const { t } = useTranslation('entries');
  return (
    <div className="bc-entry bc-entry-saving">
      <EmptyState message={t('form.noGoals')}>
        <Link className="bc-button bc-button-primary" to={otherAreaPaths.goals.new.getHref()}>
          {t('form.createGoal')}
        </Link>
      </EmptyState>
    </div>
  );
}

/**
 * The goal of a saving (its uuid is sent as goal_id), with what it holds so far under the select (masked
 * in hide-amounts mode). The goal of an entry being edited stays a choice when the list no longer has it
 * (archived since); a goal named by the URL that is not active is not chosen.
 */
function GoalField({ initial }: { initial: { uuid: string; name: string | undefined } | null }) {
  const { t, i18n } = useTranslation('entries');
  const { t: tc } = useTranslation('common');
  const goals = useGoals();
  const { currencySymbol } = useWorkspaceDefaults();
  const [chosen, setChosen] = useState(initial?.uuid ?? '');
  const listed = goals.data ?? [];
  const kept =
    initial?.name !== undefined && !listed.some((goal) => goal.uuid === initial.uuid)
      ? [{ uuid: initial.uuid, name: initial.name }]
      : [];
  const choices: { uuid: string; name: string }[] = [...kept, ...listed];
  const value = choices.some((goal) => goal.uuid === chosen) ? chosen : '';
  const goal = listed.find((item) => item.uuid === value);
  const id = fieldId('goal');
  const money = (amount: number) => formatMoney(amount, currencySymbol, i18n.language);
  const describedBy = [goal ? `${id}-hint` : null, goals.isError ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="bc-field">
      <label htmlFor={id}>{t('form.goal')}</label>
      <select
        id={id}
        name="goal_id"
        value={value}
        disabled={goals.isPending && kept.length === 0}
        aria-describedby={describedBy || undefined}
        onChange={(event) => setChosen(event.target.value)}
      >
        <option value="">{goals.isPending ? tc('loading') : t('form.chooseGoal')}</option>
        {choices.map((item) => (
          <option key={item.uuid} value={item.uuid}>
            {item.name}
          </option>
        ))}
      </select>
      {goal && (
        <p id={`${id}-hint`} className="bc-field-hint">
          {t('form.goalSaved')}{' '}
          <span className="bc-amount">
            {money(goal.balance)} / {money(goal.target_amount)}
          </span>
        </p>
      )}
      {goals.isError && (
        <p id={`${id}-error`} className="bc-field-error" role="alert">
          {tc('errors.generic')}
        </p>
      )}
    </div>
  );
}

function MainFields({
  mode,
  type,
  savingDirection,
  goalId,
  initial,
}: Required<Pick<EntryFormProps, 'mode' | 'type' | 'savingDirection'>> & {
  goalId?: string | undefined;
  initial?: Partial<EntryDefaults>;
}) {
  const { t } = useTranslation('entries');
  const entry = initial;
  const [dateTime] = useState(() =>
    toDateTimeInputValue(entry?.date_time ? new Date(entry.date_time) : new Date()),
  );
  // Read-backs name their type as the tabs do; another tab starts blank.
  const sameType = entry !== undefined && entry.type === type;
  const { from, to } =
    entry && sameType && type === 'transfer'
      ? transferSides({
          amount: entry.amount ?? 0,
          account_id: entry.account_id ?? null,
          transfer_id: entry.transfer_id ?? null,
        })
      : { from: undefined, to: undefined };
  const walletDefault = sameType
    ? type === 'transfer'
      ? from
      : String(entry.account_id ?? NO_WALLET)
    : undefined;
  return (
    <div className="bc-grid">
      {type === 'saving' && (
        <SignField
          key={savingDirection}
          legend={t('form.savingDirection')}
          name="saving_direction"
          initial={sameType ? ((entry.amount ?? 0) < 0 ? 'withdrawal' : 'deposit') : savingDirection}
          choices={[
            { value: 'deposit', label: t('form.deposit') },
            { value: 'withdrawal', label: t('form.withdrawal') },
          ]}
        />
      )}
      {type === 'debit' && (
        <SignField
          legend={t('form.debitDirection')}
          name="debit_direction"
          initial={sameType && (entry.amount ?? 0) < 0 ? 'expenses' : 'incoming'}
          choices={[
            { value: 'incoming', label: t('form.debitIncoming') },
            { value: 'expenses', label: t('form.debitExpense') },
          ]}
        />
      )}
      <AmountInput
        id={fieldId('amount')}
        name="amount"
        label={t('form.amount')}
        min={0.01}
        defaultValue={entry?.amount === undefined ? null : Math.abs(entry.amount)}
      />
      <WalletField
        key={`wallet-${type}`}
        id={fieldId('wallet')}
        name="account_id"
        label={type === 'transfer' ? t('form.walletFrom') : t('form.wallet')}
        outOfWallet={type === 'transfer'}
        defaultValue={walletDefault}
      />
      {type === 'transfer' && (
        <WalletField
          id={fieldId('wallet-to')}
          name="transfer_id"
          label={t('form.walletTo')}
          outOfWallet
          defaultValue={to}
        />
      )}
      {CATEGORY_KINDS_OF_TAB[type] && (
        <CategorySelect
          key={`category-${type}`}
          id={fieldId('category')}
          name="category_id"
          kinds={CATEGORY_KINDS_OF_TAB[type]}
          withPlaceholder
          defaultValue={sameType && entry.category_id ? String(entry.category_id) : undefined}
        />
      )}
      {type === 'saving' && (
        <GoalField
          initial={
            sameType && entry.goal_id
              ? { uuid: entry.goal_id, name: entry.goal?.name }
              : goalId
                ? { uuid: goalId, name: undefined }
                : null
          }
        />
      )}
      {type === 'debit' && (
        <PayeeFields
          initial={sameType && entry.payee_id ? { id: entry.payee_id, name: entry.payee?.name } : null}
        />
      )}
      {mode !== 'planned' && (
        <Field id={fieldId('date')} label={t('form.date')}>
          <input
            id={fieldId('date')}
            name="date_time"
            type="datetime-local"
            defaultValue={dateTime}
            required
          />
        </Field>
      )}
    </div>
  );
}

function PlanningFields({ plan }: { plan?: PlannedEntry | undefined }) {
  const { t } = useTranslation('entries');
  return (
    <div className="bc-grid">
      <Field id={fieldId('planning')} label={t('form.planning')}>
        <select id={fieldId('planning')} name="planning" defaultValue={plan?.planning ?? ''} required>
          <option value="">{t('form.choosePlanning')}</option>
          {PLANNING_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`planning.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('start')} label={t('form.startDate')}>
        <input
          id={fieldId('start')}
          name="date_time"
          type="date"
          defaultValue={isoToDay(plan?.date_time)}
          required
        />
      </Field>
      <Field id={fieldId('end')} label={t('form.endDate')}>
        <input
          id={fieldId('end')}
          name="end_date_time"
          type="date"
          defaultValue={isoToDay(plan?.end_date_time)}
        />
      </Field>
    </div>
  );
}

/** Open on wide screens, collapsed on phones (SPEC: 768 px or less); the user can toggle it. */
function DetailsSection({
  initial: entry,
  onLabels,
}: {
  initial?: Partial<EntryDefaults>;
  onLabels: (labels: LabelChoice[]) => void;
}) {
  const { t } = useTranslation('entries');
  const workspace = useWorkspaceDefaults();
  const [open, setOpen] = useState(
    () => typeof window === 'undefined' || window.innerWidth > MOBILE_BREAKPOINT_PX,
  );
  // SPEC §4: the workspace's currency and payment type, else EUR (REFERENCE) and payment type 1.
  const currency = String(entry?.currency_id ?? workspace.currencyId);
  const paymentType = String(entry?.payment_type_id ?? workspace.paymentTypeId);
  return (
    <details className="bc-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('form.details')}</summary>
      <div className="bc-grid">
        <CurrencySelect
          key={`currency-${currency}`}
          id={fieldId('currency')}
          name="currency_id"
          label={t('form.currency')}
          defaultValue={currency}
        />
        <PaymentTypeSelect
          key={`payment-${paymentType}`}
          id={fieldId('payment-type')}
          name="payment_type"
          label={t('form.paymentType')}
          defaultValue={paymentType}
        />
        <LabelsField id={fieldId('labels')} initial={entry?.labels} onChange={onLabels} />
        <Field id={fieldId('note')} label={t('form.note')}>
          <textarea id={fieldId('note')} name="note" rows={3} defaultValue={entry?.note ?? ''} />
        </Field>
      </div>
      <div className="bc-checkboxes">
        <label className="bc-choice">
          <input type="checkbox" name="confirmed" defaultChecked={entry?.confirmed ?? true} />
          {t('form.confirmed')}
        </label>
        <label className="bc-choice">
          <input type="checkbox" name="waranty" defaultChecked={entry?.waranty ?? false} />
          {t('form.waranty')}
        </label>
        <label className="bc-choice">
          <input
            type="checkbox"
            name="exclude_from_stats"
            defaultChecked={entry?.exclude_from_stats ?? false}
          />
          {t('form.excludeFromStats')}
        </label>
      </div>
    </details>
  );
}
