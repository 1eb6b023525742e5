import { useNavigate } from '@bc/router';
import { type FlashState, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths.ts';
import { GoalForm } from '../components/goal-form.tsx';
import { useGoalsMenu } from '../goals-menu.ts';

/** /goals/new: a new goal; saved, the list. */
export function GoalNewPage() {
  const { t } = useTranslation('budgets-goals');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t('goals.newTitle')} menu={useGoalsMenu()} />
      <GoalForm
        goal={null}
        onSaved={() =>
          navigate(paths.goals.list.getHref(), {
            state: { flash: { tone: 'success', text: t('goals.created') } } satisfies FlashState,
          })
        }
      />
    </>
  );
}
