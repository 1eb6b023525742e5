import type { Currency } from '@bc/api';
import { QueryState, useReferenceNames } from '@bc/ui';
import { useCurrencies } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/**
 * /settings/currency (and /add): the currencies with their symbol, name and rate to the euro, from
 * GET /api/currencies. Choosing the default needs POST /api/user/currency, which comes later, so
 * this is a list rather than a set of radio buttons.
 */
export function CurrenciesPage() {
  const { t } = useTranslation('settings');
  const currencies = useCurrencies();
  return (
    <SettingsPage title={t('currencies.title')}>
      <QueryState query={currencies}>{(data) => <CurrencyTable currencies={data} />}</QueryState>
    </SettingsPage>
  );
}

function CurrencyTable({ currencies }: { currencies: readonly Currency[] }) {
  const { t, i18n } = useTranslation('settings');
  const names = useReferenceNames();
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (
    <div className="bc-card bc-table-scroll">
      <table className="bc-table">
        <caption className="bc-visually-hidden">{t('currencies.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('currencies.symbol')}</th>
            <th scope="col">{t('currencies.name')}</th>
            <th scope="col">{t('currencies.code')}</th>
            <th scope="col">{t('currencies.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {names
            .sortByName(currencies, (currency) => names.currency(currency.slug))
            .map((currency) => (
              <tr key={currency.id}>
                <td className="bc-currency-symbol">{currency.icon}</td>
                <th scope="row">{names.currency(currency.slug)}</th>
                <td>{currency.code}</td>
                <td>{rate.format(currency.exchange_rate)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
