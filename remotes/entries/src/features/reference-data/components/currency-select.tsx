import { QuerySelect, useReferenceNames } from '@bc/ui';
import { useCurrencies } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

// The workspace default until the user's settings can be read (REFERENCE: new workspaces use EUR, id 2).
const DEFAULT_CURRENCY_ID = '2';

export function CurrencySelect({ id }: { id: string }) {
  const { t } = useTranslation('entries');
  const names = useReferenceNames();
  const query = useCurrencies();
  return (
    <QuerySelect
      id={id}
      label={t('form.currency')}
      query={query}
      defaultValue={DEFAULT_CURRENCY_ID}
      options={(currencies) =>
        names
          .sortByName(currencies, (currency) => names.currency(currency.slug))
          .map((currency) => ({
            value: String(currency.id),
            label: `${currency.symbol} · ${names.currency(currency.slug)}`,
          }))
      }
    />
  );
}
