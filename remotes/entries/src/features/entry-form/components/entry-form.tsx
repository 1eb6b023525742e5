import { MOBILE_BREAKPOINT_PX } from '@bc/domain';
import { Alert, TabPanel, Tabs } from '@bc/ui';
import { CurrencySelect, PaymentTypeSelect } from '@bc/ui/reference-data';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CategorySelect } from '../../reference-data/components/category-select.tsx';
import { type EntryFormMode, type EntryType, TABS_BY_MODE, toDateTimeInputValue } from '../entry-types.ts';

const TAB_PREFIX = 'entry-type';
const NEW_PAYEE = 'new';
const PLANNING_VALUES = ['daily', 'weekly', 'monthly', 'yearly'] as const;

export interface EntryFormProps {
  mode: EntryFormMode;
  type: EntryType;
  onTypeChange?: (type: EntryType) => void;
  /** Saving mode: a deposit adds to the goal, a withdrawal takes from it. */
  savingDirection?: 'deposit' | 'withdrawal';
}

const fieldId = (name: string) => `entry-${name}`;

/**
 * The add-entry form (SPEC §2 Entries, §3 Entry, §4 defaults): the tab of each entry type in its
 * colour, the main fields, and a details section that starts collapsed on phones. Wallets, payees,
 * goals and saving arrive with their APIs; categories, currencies and payment types are real.
 */
export function EntryForm({ mode, type, onTypeChange, savingDirection = 'deposit' }: EntryFormProps) {
  const { t } = useTranslation('entries');
  const tabs = mode === 'saving' ? null : TABS_BY_MODE[mode];

  const form = (
    <form
      className={`bc-form bc-entry-form bc-entry-${type}`}
      aria-label={t(`types.${type}`)}
      onSubmit={(event) => event.preventDefault()}
    >
      <MainFields mode={mode} type={type} savingDirection={savingDirection} />
      {mode === 'planned' && <PlanningFields />}
      <DetailsSection />
      <Alert tone="info">{t('form.saveLater')}</Alert>
    </form>
  );

  if (!tabs) return <div className="bc-entry">{form}</div>;
  return (
    <div className="bc-entry">
      <Tabs
        label={t('entry.typeTabs')}
        idPrefix={TAB_PREFIX}
        className="bc-entry-tabs"
        tabs={tabs.map((id) => ({ id, label: t(`types.${id}`), className: `bc-entry-tab-${id}` }))}
        selected={type}
        onSelect={(next) => onTypeChange?.(next)}
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

function AmountField() {
  const { t } = useTranslation('entries');
  return (
    <Field id={fieldId('amount')} label={t('form.amount')}>
      <input
        id={fieldId('amount')}
        name="amount"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        required
      />
    </Field>
  );
}

/** A wallet select: only its fixed choices until wallets can be listed (SPEC §9: default -1). */
function WalletField({ id, label, outOfWallet }: { id: string; label: string; outOfWallet?: boolean }) {
  const { t } = useTranslation('entries');
  return (
    <Field id={id} label={label}>
      <select id={id} name={id} defaultValue="-1">
        <option value="-1">{t('form.chooseWallet')}</option>
        {outOfWallet && <option value="0">{t('form.outOfWallet')}</option>}
      </select>
    </Field>
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

function MainFields({
  mode,
  type,
  savingDirection,
}: Required<Pick<EntryFormProps, 'mode' | 'type' | 'savingDirection'>>) {
  const { t } = useTranslation('entries');
  const [payee, setPayee] = useState('');
  const [dateTime] = useState(() => toDateTimeInputValue(new Date()));
  return (
    <div className="bc-grid">
      {type === 'saving' && (
        <SignField
          key={savingDirection}
          legend={t('form.savingDirection')}
          name="saving_direction"
          initial={savingDirection}
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
          initial="incoming"
          choices={[
            { value: 'incoming', label: t('form.debitIncoming') },
            { value: 'expenses', label: t('form.debitExpense') },
          ]}
        />
      )}
      <AmountField />
      <WalletField
        id={fieldId('wallet')}
        label={type === 'transfer' ? t('form.walletFrom') : t('form.wallet')}
        outOfWallet={type === 'transfer'}
      />
      {type === 'transfer' && (
        <WalletField id={fieldId('wallet-to')} label={t('form.walletTo')} outOfWallet />
      )}
      {type === 'expenses' && (
        <CategorySelect id={fieldId('category')} kinds={['expenses', 'investments']} withPlaceholder />
      )}
      {type === 'incoming' && (
        <CategorySelect id={fieldId('category')} kinds={['incoming']} withPlaceholder />
      )}
      {type === 'debit' && (
        <Field id={fieldId('payee')} label={t('form.payee')}>
          <select
            id={fieldId('payee')}
            name="payee_id"
            value={payee}
            onChange={(event) => setPayee(event.target.value)}
          >
            <option value="">{t('form.choosePayee')}</option>
            <option value={NEW_PAYEE}>{t('form.newPayee')}</option>
          </select>
        </Field>
      )}
      {type === 'debit' && payee === NEW_PAYEE && (
        <Field id={fieldId('payee-name')} label={t('form.payeeName')}>
          <input id={fieldId('payee-name')} name="payee_name" type="text" autoComplete="off" required />
        </Field>
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

function PlanningFields() {
  const { t } = useTranslation('entries');
  return (
    <div className="bc-grid">
      <Field id={fieldId('planning')} label={t('form.planning')}>
        <select id={fieldId('planning')} name="planning" defaultValue="" required>
          <option value="">{t('form.choosePlanning')}</option>
          {PLANNING_VALUES.map((value) => (
            <option key={value} value={value}>
              {t(`planning.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={fieldId('start')} label={t('form.startDate')}>
        <input id={fieldId('start')} name="date_time" type="date" required />
      </Field>
      <Field id={fieldId('end')} label={t('form.endDate')}>
        <input id={fieldId('end')} name="end_date_time" type="date" />
      </Field>
    </div>
  );
}

/** Open on wide screens, collapsed on phones (SPEC: 768 px or less); the user can toggle it. */
function DetailsSection() {
  const { t } = useTranslation('entries');
  const [open, setOpen] = useState(
    () => typeof window === 'undefined' || window.innerWidth > MOBILE_BREAKPOINT_PX,
  );
  return (
    <details className="bc-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('form.details')}</summary>
      <div className="bc-grid">
        {/* Defaults until the workspace settings are read: EUR (REFERENCE), credit card (SPEC §4). */}
        <CurrencySelect id={fieldId('currency')} label={t('form.currency')} defaultValue="2" />
        <PaymentTypeSelect id={fieldId('payment-type')} label={t('form.paymentType')} defaultValue="1" />
        <Field id={fieldId('labels')} label={t('form.labels')} hint={t('form.labelsHint')}>
          <input
            id={fieldId('labels')}
            name="labels"
            type="text"
            autoComplete="off"
            aria-describedby={`${fieldId('labels')}-hint`}
          />
        </Field>
        <Field id={fieldId('note')} label={t('form.note')}>
          <textarea id={fieldId('note')} name="note" rows={3} />
        </Field>
      </div>
      <div className="bc-checkboxes">
        <label className="bc-choice">
          <input type="checkbox" name="confirmed" defaultChecked />
          {t('form.confirmed')}
        </label>
        <label className="bc-choice">
          <input type="checkbox" name="waranty" />
          {t('form.waranty')}
        </label>
        <label className="bc-choice">
          <input type="checkbox" name="exclude_from_stats" />
          {t('form.excludeFromStats')}
        </label>
      </div>
    </details>
  );
}
