import { Link, paths, useNavigate, useParams, useSearchParams } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryForm } from '../../../components/entry-form/entry-form.tsx';
import { useSubmitEntry } from '../api/use-submit-entry.ts';

const goalDetailsPath = (id: string) => paths.goals.details.getHref({ id });

/**
 * /entry/goal/:goalId[?goal_type=withdrawal]: a saving entry for a goal (chosen at first), without the tab
 * bar; deposit unless the query asks for a withdrawal. Saved, it goes back to the page of the entry's goal.
 */
export function GoalEntryPage() {
  const { t } = useTranslation('entries');
  const { goalId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const menu = useEntriesMenu();
  const direction = params.get('goal_type') === 'withdrawal' ? 'withdrawal' : 'deposit';
  const save = useSubmitEntry({
    entry: null,
    type: 'saving',
    onSaved: (saved, queued) =>
      // The goal's page shows the alert it is handed: { flash: { tone, text } }.
      navigate(goalDetailsPath(saved.goal_id ?? goalId), {
        state: { flash: { tone: 'success', text: t(queued ? 'offline.savedOffline' : 'form.saved') } },
      }),
  });
  return (
    <>
      <PageHeader
        title={t(direction === 'withdrawal' ? 'entry.withdrawalTitle' : 'entry.depositTitle')}
        menu={menu}
      >
        <Link to={goalDetailsPath(goalId)}>{t('entry.backToGoal')}</Link>
      </PageHeader>
      <EntryForm
        key={`${goalId}-${direction}`}
        mode="entry"
        type="saving"
        savingDirection={direction}
        goalId={goalId}
        onSubmit={save.submit}
        busy={save.busy}
      />
    </>
  );
}
