import { Link, Navigate, useNavigate, useParams } from '@bc/router';
import { httpStatus } from '@bc/session';
import { type FlashState, PageHeader, QueryState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths.ts';
import { useGoal } from '../api/get-goal.ts';
import { GoalForm } from '../components/goal-form.tsx';
import { useGoalsMenu } from '../goals-menu.ts';

/** /goals/edit/:id: the goal's form; saved, its details. A goal the server does not know: the list. */
export function GoalEditPage() {
  const { t } = useTranslation('budgets-goals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const goal = useGoal(id);
  const menu = useGoalsMenu();
  if (httpStatus(goal.error) === 404) {
    const state: FlashState = { flash: { tone: 'warning', text: t('goals.notFound') } };
    return <Navigate to={paths.goals.list.getHref()} replace state={state} />;
  }
  return (
    <>
      <PageHeader title={t('goals.editTitle')} menu={menu}>
        <Link className="bc-back-link" to={paths.goals.details.getHref(id)}>
          {t('goals.backToDetails')}
        </Link>
      </PageHeader>
      <QueryState query={goal}>
        {(data) => (
          <GoalForm
            key={data.uuid}
            goal={data}
            onSaved={(saved) =>
              navigate(paths.goals.details.getHref(saved.uuid), {
                state: { flash: { tone: 'success', text: t('goals.updated') } } satisfies FlashState,
              })
            }
          />
        )}
      </QueryState>
    </>
  );
}
