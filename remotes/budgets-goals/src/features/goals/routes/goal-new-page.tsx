import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { GoalForm } from '../components/goal-form.tsx';
import { useGoalsMenu } from '../goals-menu.ts';

/** /goals/new */
export function GoalNewPage() {
  const { t } = useTranslation('budgets-goals');
  return (
    <>
      <PageHeader title={t('goals.newTitle')} menu={useGoalsMenu()} />
      <GoalForm />
    </>
  );
}
