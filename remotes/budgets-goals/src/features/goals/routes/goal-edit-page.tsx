import { Alert, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useGoalsMenu } from '../goals-menu.ts';

/** /goals/edit/:id: editing needs the goal from the goals API. */
export function GoalEditPage() {
  const { t } = useTranslation('budgets-goals');
  return (
    <>
      <PageHeader title={t('goals.editTitle')} menu={useGoalsMenu()} />
      <Alert tone="info">{t('goals.unavailable')}</Alert>
    </>
  );
}
