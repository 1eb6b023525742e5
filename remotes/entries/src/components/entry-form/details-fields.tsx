import { MOBILE_BREAKPOINT_PX } from '@bc/domain';
import { Field, FormLayout } from '@bc/ui';
import { useWorkspaceDefaults } from '@bc/ui/account';
import { type LabelChoice, LabelsField } from '@bc/ui/ledger';
import { CurrencySelect, PaymentTypeSelect } from '@bc/ui/reference-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDefaults } from './entry-types.ts';
import { fieldId } from './form-data.ts';

/** What rules would fill in the details the person left empty, each with the hint naming its rule. */
export interface DetailsFromRules {
  labels?: string | undefined;
  note?: { hint: string; value: string } | undefined;
  excludeFromStats?: string | undefined;
}

export interface DetailsFieldsProps {
  initial?: Partial<EntryDefaults> | undefined;
  onLabels: (labels: LabelChoice[]) => void;
  fromRules?: DetailsFromRules | undefined;
}

/**
 * What most entries leave as it is: currency and payment type (the workspace's unless the entry has its
 * own), labels, note and the three flags. Open on wide screens and collapsed on phones, where the main
 * fields must fit first; the user can toggle it.
 */
export function DetailsFields({ initial, onLabels, fromRules = {} }: DetailsFieldsProps) {
  const { t } = useTranslation('entries');
  const workspace = useWorkspaceDefaults();
  const [open, setOpen] = useState(
    () => typeof window === 'undefined' || window.innerWidth > MOBILE_BREAKPOINT_PX,
  );
  const currency = String(initial?.currency_id ?? workspace.currencyId);
  const paymentType = String(initial?.payment_type_id ?? workspace.paymentTypeId);
  return (
    <details className="bc-details" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('form.details')}</summary>
      <FormLayout>
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
        <div className="bc-field-stack">
          <LabelsField id={fieldId('labels')} initial={initial?.labels} onChange={onLabels} />
          <RuleHint text={fromRules.labels} />
        </div>
        <div className="bc-field-stack">
          <Field label={t('form.note')} describedBy={fieldId('note-rule')}>
            <textarea
              id={fieldId('note')}
              name="note"
              rows={3}
              defaultValue={initial?.note ?? ''}
              // What the rule would write, where the person's own note would stand.
              placeholder={fromRules.note?.value}
            />
          </Field>
          <RuleHint id={fieldId('note-rule')} text={fromRules.note?.hint} />
        </div>
      </FormLayout>
      <div className="bc-checkboxes">
        <label className="bc-choice">
          <input type="checkbox" name="confirmed" defaultChecked={initial?.confirmed ?? true} />
          {t('form.confirmed')}
        </label>
        <label className="bc-choice">
          <input type="checkbox" name="waranty" defaultChecked={initial?.waranty ?? false} />
          {t('form.waranty')}
        </label>
        <label className="bc-choice">
          <input
            type="checkbox"
            name="exclude_from_stats"
            defaultChecked={initial?.exclude_from_stats ?? false}
          />
          {t('form.excludeFromStats')}
        </label>
        <RuleHint text={fromRules.excludeFromStats} />
      </div>
    </details>
  );
}

/** Which rule fills a field the person left empty; always in the page, so that a new one is announced. */
function RuleHint({ id, text }: { id?: string; text: string | undefined }) {
  return (
    <p id={id} className="bc-field-hint bc-field-source" role="status">
      {text}
    </p>
  );
}
