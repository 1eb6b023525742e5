import { EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useGoalsMenu } from '../goals-menu.ts';

/** /goals: the savings goals with their progress, once the goals API exists. */
export function GoalsPage() {
  const { t } = useTranslation('budgets-goals');
  return (
    <>
      <PageHeader title={t('goals.title')} menu={useGoalsMenu()} />
      <EmptyState message={t('goals.empty')} />
    </>
  );
}
