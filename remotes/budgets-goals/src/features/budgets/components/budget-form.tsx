import type { Budget } from '@bc/api';
import { BUDGET_PERIODS, budgetProblems, parseBudgetPeriod, periodHasDates } from '@bc/domain';
import { AmountInput, Button, Field, FormActions, FormLayout, useFormProblems } from '@bc/ui';
import { useUserInfo } from '@bc/ui/account';
import { LabelsPicker, useLabels, useWallets, WalletsPicker } from '@bc/ui/ledger';
import { CategoriesPicker, useCategories } from '@bc/ui/reference-data';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveBudget } from '../api/save-budget.ts';
import { BUDGET_ENTRY_TYPES, readBudgetForm } from '../budget-form-values.ts';

const fieldId = (name: string) => `budget-${name}`;
const ready = (query: { isPending: boolean; isError: boolean }) => !query.isPending && !query.isError;

export interface BudgetFormProps {
  /** The budget to update, or null to create one. */
  budget: Budget | null;
  onSaved: (budget: Budget) => void;
  /** Shown with an existing budget: asks to delete it. */
  onDelete?: () => void;
}

/** The e-mails a budget can alert: the user's own, the workspace members', and any the budget already has. */
function useEmailChoices(chosen: readonly string[]): string[] {
  const info = useUserInfo().data;
  const all = [info?.email, ...(info?.shared_with ?? []).map((member) => member.email), ...chosen];
  return [...new Set(all.filter((email): email is string => Boolean(email)))];
}

/**
 * The budget form: name, amount, period (with its dates for one-shot and recurring budgets), the wallets,
 * sub-categories, labels and entry types it counts (none chosen counts all), a note, and e-mail alerts.
 * The budget rules of @bc/domain are checked before anything is sent; the server's answers show in the
 * same alert.
 */
export function BudgetForm({ budget, onSaved, onDelete }: BudgetFormProps) {
  const { t } = useTranslation('budgets-goals');
  const wallets = useWallets('active');
  const categories = useCategories();
  const labels = useLabels('active');
  const save = useSaveBudget();
  const stored = budget?.configuration;
  const [period, setPeriod] = useState<string>(() => parseBudgetPeriod(stored?.period) ?? '_');
  const [start, setStart] = useState(stored?.period_start ?? '');
  const [end, setEnd] = useState(stored?.period_end ?? '');
  const [notify, setNotify] = useState(budget?.notification ?? false);
  const emails = useEmailChoices(budget?.emails ?? []);
  const problems = useFormProblems(
    (key) => t(`messages.${key}`, { defaultValue: key }),
    t(budget ? 'budgetForm.updateFailed' : 'budgetForm.createFailed'),
  );
  const dated = periodHasDates(parseBudgetPeriod(period));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, draft } = readBudgetForm(new FormData(event.currentTarget), budget, {
      accounts: ready(wallets),
      categories: ready(categories),
      tags: ready(labels),
    });
    if (!problems.check(Object.values(budgetProblems(draft)))) return;
    save.mutate({ uuid: budget?.uuid ?? null, body }, { onSuccess: onSaved, onError: problems.failed });
  };

  return (
    <form className="bc-card" aria-label={t('budgets.formTitle')} onSubmit={submit} noValidate>
      <FormLayout>
        {problems.alert}
        <Field id={fieldId('name')} label={t('budgetForm.name')}>
          <input
            name="name"
            type="text"
            autoComplete="off"
            maxLength={120}
            defaultValue={budget?.name ?? ''}
          />
        </Field>
        <AmountInput
          id={fieldId('amount')}
          name="amount"
          label={t('budgetForm.amount')}
          min={0}
          defaultValue={budget?.amount ?? null}
        />
        <Field id={fieldId('period')} label={t('budgetForm.period')}>
          <select name="period" value={period} onChange={(event) => setPeriod(event.target.value)}>
            <option value="_">{t('budgetForm.choosePeriod')}</option>
            {BUDGET_PERIODS.map((value) => (
              <option key={value} value={value}>
                {t(`periods.${value}`)}
              </option>
            ))}
          </select>
        </Field>
        {dated && (
          <>
            <Field id={fieldId('start')} label={t('budgetForm.periodStart')}>
              <input
                name="period_start"
                type="date"
                value={start}
                onChange={(event) => setStart(event.target.value)}
              />
            </Field>
            <Field id={fieldId('end')} label={t('budgetForm.periodEnd')}>
              <input
                name="period_end"
                type="date"
                value={end}
                min={start || undefined}
                onChange={(event) => setEnd(event.target.value)}
              />
            </Field>
          </>
        )}
        <fieldset className="bc-fieldset">
          <legend>{t('budgetForm.types')}</legend>
          <div className="bc-choice-group">
            {BUDGET_ENTRY_TYPES.map((type) => (
              <label key={type} className="bc-choice">
                <input
                  type="checkbox"
                  name="types"
                  value={type}
                  defaultChecked={stored?.types.includes(type) ?? false}
                />
                {t(`entryTypes.${type}`)}
              </label>
            ))}
          </div>
          <p className="bc-field-hint">{t('budgetForm.typesHint')}</p>
        </fieldset>
        <WalletsPicker
          id={fieldId('accounts')}
          name="accounts"
          label={t('budgetForm.wallets')}
          defaultValue={stored?.accounts.map(String)}
          hint={t('budgetForm.noneMeansAll')}
        />
        <CategoriesPicker
          id={fieldId('categories')}
          name="categories"
          label={t('budgetForm.categories')}
          defaultValue={stored?.categories.map(String)}
          hint={t('budgetForm.noneMeansAll')}
        />
        <LabelsPicker
          id={fieldId('labels')}
          name="tags"
          label={t('budgetForm.labels')}
          defaultValue={stored?.tags.map(String)}
          hint={t('budgetForm.noneMeansAll')}
        />
        <Field id={fieldId('description')} label={t('budgetForm.description')} wide>
          <textarea name="description" rows={3} maxLength={1000} defaultValue={budget?.description ?? ''} />
        </Field>
        <Field id={fieldId('notification')} label={t('budgetForm.notification')} inline wide>
          <input
            type="checkbox"
            name="notification"
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
        </Field>
        {notify && (
          <fieldset className="bc-fieldset">
            <legend>{t('budgetForm.emails')}</legend>
            <div className="bc-choice-group">
              {emails.map((email) => (
                <label key={email} className="bc-choice" style={{ overflowWrap: 'anywhere' }}>
                  <input
                    type="checkbox"
                    style={{ flex: 'none' }}
                    name="emails"
                    value={email}
                    defaultChecked={budget?.emails.includes(email) ?? false}
                  />
                  {email}
                </label>
              ))}
            </div>
            <p className="bc-field-hint">{t('budgetForm.emailsHint')}</p>
          </fieldset>
        )}
        <FormActions>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t(budget ? 'budgetForm.update' : 'budgetForm.save')}
          </Button>
          {onDelete && (
            <Button variant="danger" aria-haspopup="dialog" onClick={onDelete}>
              {t('budgetForm.delete')}
            </Button>
          )}
        </FormActions>
      </FormLayout>
    </form>
  );
}
