import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useBudgetsMenu } from '../budgets-menu.ts';
import { BudgetForm } from '../components/budget-form.tsx';

/** /budgets/new?tab=2: a new budget has only its settings, so the form shows directly. */
export function BudgetNewPage() {
  const { t } = useTranslation('budgets-goals');
  return (
    <>
      <PageHeader title={t('budgets.newTitle')} menu={useBudgetsMenu()} />
      <BudgetForm />
    </>
  );
}
