import { Link, useParams, useSearchParams } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { useEntriesMenu } from '../../../components/entries-menu.ts';
import { EntryForm } from '../components/entry-form.tsx';

/** /entry/goal/:goalId[?goal_type=withdrawal]: a saving entry for a goal, without the tab bar. */
export function GoalEntryPage() {
  const { t } = useTranslation('entries');
  const { goalId = '' } = useParams();
  const [params] = useSearchParams();
  const menu = useEntriesMenu();
  const direction = params.get('goal_type') === 'withdrawal' ? 'withdrawal' : 'deposit';
  return (
    <>
      <PageHeader
        title={t(direction === 'withdrawal' ? 'entry.withdrawalTitle' : 'entry.depositTitle')}
        menu={menu}
      >
        <Link to={`/goals/details/${encodeURIComponent(goalId)}`}>{t('entry.backToGoal')}</Link>
      </PageHeader>
      <EntryForm mode="saving" type="saving" savingDirection={direction} />
    </>
  );
}
