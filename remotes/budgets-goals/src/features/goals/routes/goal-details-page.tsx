import { Link, useParams } from '@bc/router';
import { Alert, EmptyState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useGoalsMenu } from '../goals-menu.ts';

/**
 * /goals/details/:id: the goal's figures come with the goals API; the deposit, withdrawal and
 * edit links already lead to their screens.
 */
export function GoalDetailsPage() {
  const { t } = useTranslation('budgets-goals');
  const { id = '' } = useParams();
  const goal = encodeURIComponent(id);
  return (
    <>
      <PageHeader title={t('goals.detailsTitle')} menu={useGoalsMenu()} />
      <nav className="bc-actions" aria-label={t('goals.actions')}>
        <Link className="bc-button bc-button-primary" to={`/entry/goal/${goal}`}>
          {t('goals.deposit')}
        </Link>
        <Link className="bc-button" to={`/entry/goal/${goal}?goal_type=withdrawal`}>
          {t('goals.withdrawal')}
        </Link>
        <Link className="bc-button" to={`/goals/edit/${goal}`}>
          {t('goals.edit')}
        </Link>
      </nav>
      <Alert tone="info">{t('goals.unavailable')}</Alert>
      <section aria-labelledby="goal-activity">
        <h2 id="goal-activity">{t('goals.activity')}</h2>
        <EmptyState message={t('goals.activityEmpty')} />
      </section>
    </>
  );
}
