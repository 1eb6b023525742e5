import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useBudgetsMenu } from '../budgets-menu.ts';

/**
 * /budgets: budgets grouped under weekly, monthly, yearly and recursive once there are any; the
 * groups arrive with the budgets API, until then the SPEC's empty state.
 */
export function BudgetsPage() {
  const { t } = useTranslation('budgets-goals');
  return (
    <>
      <PageHeader title={t('budgets.title')} menu={useBudgetsMenu()} />
      <EmptyState message={t('budgets.empty')} />
    </>
  );
}
