import { QuerySelect, useReferenceNames } from '@bc/ui';
import { usePaymentTypes } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

// SPEC §4: the entry form's payment type defaults to 1 (credit card).
const DEFAULT_PAYMENT_TYPE_ID = '1';

export function PaymentTypeSelect({ id }: { id: string }) {
  const { t } = useTranslation('entries');
  const names = useReferenceNames();
  const query = usePaymentTypes();
  return (
    <QuerySelect
      id={id}
      label={t('form.paymentType')}
      query={query}
      defaultValue={DEFAULT_PAYMENT_TYPE_ID}
      options={(types) =>
        names
          .sortByName(types, (type) => names.paymentType(type.slug))
          .map((type) => ({ value: String(type.id), label: names.paymentType(type.slug) }))
      }
    />
  );
}
