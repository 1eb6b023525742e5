import type { Currency, UserInfo } from '@bc/api';
import { QueryState, Toasts, useFlash, useReferenceNames } from '@bc/ui';
import { useUserInfo } from '@bc/ui/account';
import { numberFormat } from '@bc/ui/format';
import { useCurrencies } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useSetDefaultCurrency } from '../api/set-default-currency.ts';

/** The current workspace's currency id, from user-info (its settings are `[]` until setup). */
export function workspaceCurrency(info: Pick<UserInfo, 'workspace_settings'> | undefined): number | null {
  const settings = info?.workspace_settings;
  return !settings || Array.isArray(settings) ? null : settings.data.currency.id;
}

/**
 * /settings/currency (and /add): the currencies with their symbol, name and rate to the euro, from
 * GET /api/currencies; a radio chooses the workspace's default (POST /api/user/currency).
 */
export function CurrenciesPage() {
  const { t } = useTranslation('settings');
  const currencies = useCurrencies();
  const userInfo = useUserInfo();
  const choose = useSetDefaultCurrency();
  const flash = useFlash();
  const current = choose.isPending ? choose.variables : workspaceCurrency(userInfo.data);
  const select = (currency: Currency) =>
    choose.mutate(currency.id, {
      onSuccess: () => flash.show({ tone: 'success', text: t('currencies.saved') }),
      onError: () => flash.show({ tone: 'error', text: t('wallets.saveFailed') }),
    });
  return (
    <SettingsPage title={t('currencies.title')}>
      <Toasts flash={flash} />
      <QueryState query={currencies}>
        {(data) => <CurrencyTable currencies={data} current={current ?? null} onChoose={select} />}
      </QueryState>
    </SettingsPage>
  );
}

function CurrencyTable({
  currencies,
  current,
  onChoose,
}: {
  currencies: readonly Currency[];
  current: number | null;
  onChoose: (currency: Currency) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const names = useReferenceNames();
  const rate = numberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (
    <div className="bc-card bc-table-scroll">
      <table className="bc-table">
        <caption className="bc-visually-hidden">{t('currencies.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('currencies.default')}</th>
            <th scope="col">{t('currencies.symbol')}</th>
            <th scope="col">{t('currencies.name')}</th>
            <th scope="col">{t('currencies.code')}</th>
            <th scope="col" className="bc-num">
              {t('currencies.rate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {names
            .sortByName(currencies, (currency) => names.currency(currency.slug))
            .map((currency) => (
              <tr key={currency.id}>
                <td>
                  <input
                    type="radio"
                    name="default_currency"
                    value={currency.id}
                    checked={current === currency.id}
                    aria-label={t('currencies.choose', { name: names.currency(currency.slug) })}
                    onChange={() => onChoose(currency)}
                  />
                </td>
                <td className="bc-currency-symbol">{currency.icon}</td>
                <th scope="row">{names.currency(currency.slug)}</th>
                <td>{currency.code}</td>
                <td className="bc-num">{rate.format(currency.exchange_rate)}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
