import type { CategoryKind } from '@bc/api';
import { Alert, QuerySelect, TabPanel, Tabs, useReferenceNames } from '@bc/ui';
import { CurrencySelect, PaymentTypeSelect, useCategories } from '@bc/ui/reference-data';
import { useTranslation } from 'react-i18next';

export const MODEL_TYPES = ['expenses', 'incoming', 'debit', 'saving'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

const CATEGORY_KINDS: Partial<Record<ModelType, readonly CategoryKind[]>> = {
  expenses: ['expenses', 'investments'],
  incoming: ['incoming'],
};
const TAB_PREFIX = 'model-type';
const fieldId = (name: string) => `model-${name}`;

/**
 * The model (template) form (SPEC §2 Settings): four tabs, the required template name and the
 * entry fields a model fills in. Categories, currencies and payment types are the server's;
 * wallets and labels join with their APIs, saving with the models API.
 */
export function ModelForm({
  type,
  onTypeChange,
}: {
  type: ModelType;
  onTypeChange: (type: ModelType) => void;
}) {
  const { t } = useTranslation('settings');
  const names = useReferenceNames();
  const categories = useCategories();
  const kinds = CATEGORY_KINDS[type];
  return (
    <div className={`bc-entry bc-entry-${type}`}>
      <Tabs
        label={t('models.typeTabs')}
        idPrefix={TAB_PREFIX}
        className="bc-entry-tabs"
        tabs={MODEL_TYPES.map((id) => ({
          id,
          label: t(`models.types.${id}`),
          className: `bc-entry-tab-${id}`,
        }))}
        selected={type}
        onSelect={onTypeChange}
      />
      <TabPanel idPrefix={TAB_PREFIX} tab={type}>
        <form
          className={`bc-form bc-entry-form bc-entry-${type}`}
          aria-label={t(`models.types.${type}`)}
          onSubmit={(event) => event.preventDefault()}
        >
          <div className="bc-grid">
            <div className="bc-field">
              <label htmlFor={fieldId('name')}>{t('models.name')}</label>
              <input id={fieldId('name')} name="name" type="text" autoComplete="off" required />
            </div>
            <div className="bc-field">
              <label htmlFor={fieldId('amount')}>{t('models.amount')}</label>
              <input
                id={fieldId('amount')}
                name="amount"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="0.00"
              />
            </div>
            {kinds && (
              <QuerySelect
                key={type}
                id={fieldId('category')}
                label={t('models.category')}
                query={categories}
                placeholder={{ value: '0', label: t('models.chooseCategory') }}
                defaultValue="0"
                options={(data) =>
                  names
                    .sortByName(
                      data.filter((category) => kinds.includes(category.kind)),
                      (category) => names.category(category.slug),
                    )
                    .map((category) => ({
                      label: names.category(category.slug),
                      options: names
                        .sortByName(category.subCategories, (sub) => names.subCategory(sub))
                        .map((sub) => ({ value: String(sub.id), label: names.subCategory(sub) })),
                    }))
                }
              />
            )}
            <CurrencySelect id={fieldId('currency')} label={t('models.currency')} defaultValue="2" />
            <PaymentTypeSelect
              id={fieldId('payment-type')}
              label={t('models.paymentType')}
              defaultValue="1"
            />
            <div className="bc-field">
              <label htmlFor={fieldId('note')}>{t('models.note')}</label>
              <textarea id={fieldId('note')} name="note" rows={3} />
            </div>
          </div>
          <label className="bc-choice">
            <input type="checkbox" name="exclude_from_stats" />
            {t('models.excludeFromStats')}
          </label>
          <Alert tone="info">{t('models.saveLater')}</Alert>
        </form>
      </TabPanel>
    </div>
  );
}
