import { Alert, QuerySelect, useReferenceNames } from '@bc/ui';
import { useCurrencies, usePaymentTypes } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

// SPEC §4: the workspace page defaults to currency 2 (EUR) and payment type credit_card (1).
const DEFAULT_CURRENCY_ID = '2';
const DEFAULT_PAYMENT_TYPE_ID = '1';

/** The workspace form (SPEC §2 Settings): name, default currency and payment type, sharing. */
export function WorkspaceForm() {
  const { t } = useTranslation('settings');
  const names = useReferenceNames();
  const currencies = useCurrencies();
  const paymentTypes = usePaymentTypes();
  return (
    <form
      className="bc-card bc-form"
      aria-label={t('workspaces.formTitle')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="bc-grid">
        <div className="bc-field">
          <label htmlFor="workspace-name">{t('workspaces.name')}</label>
          <input id="workspace-name" name="name" type="text" autoComplete="off" required />
        </div>
        <QuerySelect
          id="workspace-currency"
          label={t('workspaces.currency')}
          query={currencies}
          defaultValue={DEFAULT_CURRENCY_ID}
          options={(data) =>
            names
              .sortByName(data, (currency) => names.currency(currency.slug))
              .map((currency) => ({
                value: String(currency.id),
                label: `${currency.symbol} · ${names.currency(currency.slug)}`,
              }))
          }
        />
        <QuerySelect
          id="workspace-payment-type"
          label={t('workspaces.paymentType')}
          query={paymentTypes}
          defaultValue={DEFAULT_PAYMENT_TYPE_ID}
          options={(data) =>
            names
              .sortByName(data, (paymentType) => names.paymentType(paymentType.slug))
              .map((paymentType) => ({
                value: String(paymentType.id),
                label: names.paymentType(paymentType.slug),
              }))
          }
        />
        <div className="bc-field">
          <label htmlFor="workspace-share">{t('workspaces.shareWith')}</label>
          <input
            id="workspace-share"
            name="user_to_share"
            type="email"
            autoComplete="off"
            aria-describedby="workspace-share-hint"
          />
          <p id="workspace-share-hint" className="bc-field-hint">
            {t('workspaces.shareHint')}
          </p>
        </div>
      </div>
      <Alert tone="info">{t('workspaces.saveLater')}</Alert>
    </form>
  );
}
