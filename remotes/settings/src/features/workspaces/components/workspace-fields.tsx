import { Field } from '@bc/ui';
import { CurrencySelect, PaymentTypeSelect, useCurrencies, usePaymentTypes } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

export interface WorkspaceFieldsProps {
  idPrefix: string;
  defaultName: string;
  /** The default currency id; 'first' picks the first currency of the server's list. */
  defaultCurrency: string | 'first';
  defaultPaymentType: string | 'first';
  nameError: string | null;
}

/** Name, default currency and default payment type of a workspace. */
export function WorkspaceFields({
  idPrefix,
  defaultName,
  defaultCurrency,
  defaultPaymentType,
  nameError,
}: WorkspaceFieldsProps) {
  const { t } = useTranslation('settings');
  const currencies = useCurrencies();
  const paymentTypes = usePaymentTypes();
  const firstCurrency = currencies.data?.[0]?.id;
  const firstPaymentType = paymentTypes.data?.[0]?.id;
  return (
    <div className="bc-grid">
      <Field id={`${idPrefix}-name`} label={t('workspaces.name')} error={nameError}>
        <input
          name="name"
          type="text"
          autoComplete="off"
          required
          maxLength={120}
          defaultValue={defaultName}
        />
      </Field>
      <CurrencySelect
        id={`${idPrefix}-currency`}
        name="currency"
        label={t('workspaces.currency')}
        defaultValue={defaultCurrency === 'first' ? String(firstCurrency ?? '') : defaultCurrency}
      />
      <PaymentTypeSelect
        id={`${idPrefix}-payment-type`}
        name="payment_type"
        label={t('workspaces.paymentType')}
        defaultValue={defaultPaymentType === 'first' ? String(firstPaymentType ?? '') : defaultPaymentType}
      />
    </div>
  );
}
