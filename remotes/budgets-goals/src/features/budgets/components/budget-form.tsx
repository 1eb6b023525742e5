import { Alert, QuerySelect, useReferenceNames } from '@bc/ui';
import { useCategories } from '@bc/ui/reference-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §3 Budget / §4: '_' is "no period chosen"; one-shot and recursive budgets have dates. */
const PERIODS = ['weekly', 'monthly', 'yearly', 'one_shot', 'recursive'] as const;
const DATED_PERIODS: readonly string[] = ['one_shot', 'recursive'];
const ENTRY_TYPES = ['expenses', 'incoming', 'transfer', 'debit', 'saving'] as const;

const fieldId = (name: string) => `budget-${name}`;

/**
 * The budget form (SPEC §3 Budget): name, amount, period (with its dates when it needs them),
 * entry types, sub-categories from the server, note and notification e-mails. Wallets and labels
 * join with their APIs; saving arrives with the budgets API.
 */
export function BudgetForm() {
  const { t } = useTranslation('budgets-goals');
  const names = useReferenceNames();
  const categories = useCategories();
  const [period, setPeriod] = useState('_');
  const [notify, setNotify] = useState(false);
  return (
    <form
      className="bc-card bc-form"
      aria-label={t('budgets.formTitle')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="bc-grid">
        <div className="bc-field">
          <label htmlFor={fieldId('name')}>{t('budgetForm.name')}</label>
          <input id={fieldId('name')} name="name" type="text" autoComplete="off" required />
        </div>
        <div className="bc-field">
          <label htmlFor={fieldId('amount')}>{t('budgetForm.amount')}</label>
          <input
            id={fieldId('amount')}
            name="amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.00"
            required
          />
        </div>
        <div className="bc-field">
          <label htmlFor={fieldId('period')}>{t('budgetForm.period')}</label>
          <select
            id={fieldId('period')}
            name="period"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
          >
            <option value="_">{t('budgetForm.choosePeriod')}</option>
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`periods.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {DATED_PERIODS.includes(period) && (
          <>
            <div className="bc-field">
              <label htmlFor={fieldId('start')}>{t('budgetForm.periodStart')}</label>
              <input id={fieldId('start')} name="period_start" type="date" required />
            </div>
            <div className="bc-field">
              <label htmlFor={fieldId('end')}>{t('budgetForm.periodEnd')}</label>
              <input id={fieldId('end')} name="period_end" type="date" required />
            </div>
          </>
        )}
        <fieldset className="bc-fieldset bc-choice-group">
          <legend>{t('budgetForm.types')}</legend>
          {ENTRY_TYPES.map((type) => (
            <label key={type} className="bc-choice">
              <input type="checkbox" name="types" value={type} />
              {t(`entryTypes.${type}`)}
            </label>
          ))}
        </fieldset>
        <QuerySelect
          id={fieldId('categories')}
          label={t('budgetForm.categories')}
          query={categories}
          multiple
          hint={t('budgetForm.categoriesHint')}
          options={(data) =>
            names
              .sortByName(data, (category) => names.category(category.slug))
              .map((category) => ({
                label: names.category(category.slug),
                options: names
                  .sortByName(category.subCategories, (sub) => names.subCategory(sub))
                  .map((sub) => ({ value: String(sub.id), label: names.subCategory(sub) })),
              }))
          }
        />
        <div className="bc-field">
          <label htmlFor={fieldId('description')}>{t('budgetForm.description')}</label>
          <textarea id={fieldId('description')} name="description" rows={3} />
        </div>
      </div>
      <label className="bc-choice">
        <input
          type="checkbox"
          name="notification"
          checked={notify}
          onChange={(event) => setNotify(event.target.checked)}
        />
        {t('budgetForm.notification')}
      </label>
      {notify && (
        <div className="bc-field">
          <label htmlFor={fieldId('emails')}>{t('budgetForm.emails')}</label>
          <input
            id={fieldId('emails')}
            name="emails"
            type="email"
            multiple
            autoComplete="email"
            aria-describedby={`${fieldId('emails')}-hint`}
          />
          <p id={`${fieldId('emails')}-hint`} className="bc-field-hint">
            {t('budgetForm.emailsHint')}
          </p>
        </div>
      )}
      <Alert tone="info">{t('budgets.saveLater')}</Alert>
    </form>
  );
}
