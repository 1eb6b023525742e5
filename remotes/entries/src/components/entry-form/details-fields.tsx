import { MOBILE_BREAKPOINT_PX } from '@bc/domain';
import { Field, FormLayout } from '@bc/ui';
import { useWorkspaceDefaults } from '@bc/ui/account';
import { type LabelChoice, LabelsField } from '@bc/ui/ledger';
import { CurrencySelect, PaymentTypeSelect } from '@bc/ui/reference-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryDefaults } from './entry-types.ts';
import { fieldId } from './form-data.ts';

export interface DetailsFieldsProps {
  initial?: Partial<EntryDefaults> | undefined;
  onLabels: (labels: LabelChoice[]) => void;
}

/**
 * What most entries leave as it is: currency and payment type (the workspace's unless the entry has its
 * own), labels, note and the three flags. Open on wide screens and collapsed on phones, where the main
 * fields must fit first; the user can toggle it.
 */
export function DetailsFields({ initial, onLabels }: DetailsFieldsProps) {
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
        <LabelsField id={fieldId('labels')} initial={initial?.labels} onChange={onLabels} />
        <Field label={t('form.note')}>
          <textarea id={fieldId('note')} name="note" rows={3} defaultValue={initial?.note ?? ''} />
        </Field>
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
      </div>
    </details>
  );
}
