import { type GoalDetail, toCents } from '@bc/api';
import { Link, Navigate, useLocation, useNavigate, useParams } from '@bc/router';
import { httpStatus } from '@bc/session';
import { ConfirmDialog, EmptyState, type FlashState, PageHeader, QueryState, Toasts, useFlash } from '@bc/ui';
import { Amount, useFormatDate, useWorkspaceCurrency } from '@bc/ui/format';
import { GoalIcon } from '@bc/ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntriesTable } from '../../../components/entries-table.tsx';
import { paths } from '../../../paths.ts';
import { useArchiveGoal } from '../api/archive-goal.ts';
import { useGoal } from '../api/get-goal.ts';
import { GoalProgress } from '../components/goal-progress.tsx';
import { useGoalsMenu } from '../goals-menu.ts';

/** One figure of the goal: its name above its value, a tile of the figures' grid. */
function Figure({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt className="bc-muted">{name}</dt>
      <dd style={{ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</dd>
    </div>
  );
}

/** The goal's figures: target, due date, saved, the monthly deposit it needs and when it will be reached. */
function GoalFigures({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation('budgets-goals');
  const day = useFormatDate();
  const currency = useWorkspaceCurrency();
  const money = (amount: number) => <Amount cents={toCents(amount)} currency={currency} />;
  return (
    <section className="bc-card" aria-labelledby="goal-summary">
      <h2 id="goal-summary" className="bc-label-row" style={{ marginTop: 0 }}>
        <span className="bc-icon-badge">
          <GoalIcon name={goal.category_icon} />
        </span>
        {t('goals.summary')}
      </h2>
      <GoalProgress goal={goal} />
      <dl
        style={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fit, minmax(8.5rem, 1fr))',
          margin: '16px 0 0',
        }}
      >
        <Figure name={t('goals.target')}>{money(goal.amount)}</Figure>
        <Figure name={t('goals.dueDate')}>{goal.due_date ? day(goal.due_date) : t('goals.noDueDate')}</Figure>
        <Figure name={t('goals.saved')}>{money(goal.balance)}</Figure>
        <Figure name={t('goals.monthlyDeposit')}>{money(goal.monthly_deposit)}</Figure>
        <Figure name={t('goals.projectedCompletion')}>
          {goal.percentage >= 100
            ? t('goals.reached')
            : goal.projected_completion
              ? day(goal.projected_completion)
              : t('goals.nothingSaved')}
        </Figure>
      </dl>
      {goal.description && (
        <>
          <h3>{t('goals.description')}</h3>
          <p style={{ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{goal.description}</p>
        </>
      )}
    </section>
  );
}

/**
 * /goals/details/:id: the goal's figures, links to deposit into it or withdraw from it (the entries area's
 * saving form), its edit form and its archive, and its saving entries. A goal the server does not know
 * sends the reader back to the list.
 */
export function GoalDetailsPage() {
  const { t } = useTranslation('budgets-goals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const archive = useArchiveGoal();
  // Once archived it is no longer read: its 404 would pre-empt the list's "Goal deleted".
  const goal = useGoal(id, !archive.isPending && !archive.isSuccess);
  const [confirming, setConfirming] = useState(false);
  const flash = useFlash((location.state as FlashState | null)?.flash);
  const menu = useGoalsMenu();

  if (httpStatus(goal.error) === 404) {
    const state: FlashState = { flash: { tone: 'warning', text: t('goals.notFound') } };
    return <Navigate to={paths.goals.list.getHref()} replace state={state} />;
  }

  const confirmDelete = () =>
    archive.mutate(id, {
      onSuccess: () =>
        navigate(paths.goals.list.getHref(), {
          state: { flash: { tone: 'success', text: t('goals.deleted') } } satisfies FlashState,
        }),
      onError: () => {
        setConfirming(false);
        flash.show({ tone: 'error', text: t('goals.archiveFailed') });
      },
    });

  return (
    <>
      <PageHeader title={goal.data?.name ?? t('goals.detailsTitle')} menu={menu} />
      <Toasts flash={flash} />
      <QueryState query={goal}>
        {(data) => (
          <>
            <nav className="bc-toolbar" aria-label={t('goals.actions')}>
              <Link className="bc-button bc-button-primary" to={paths.goalEntry.deposit.getHref(data.uuid)}>
                {t('goals.deposit')}
              </Link>
              <Link className="bc-button" to={paths.goalEntry.withdrawal.getHref(data.uuid)}>
                {t('goals.withdrawal')}
              </Link>
              <Link className="bc-button" to={paths.goals.edit.getHref(data.uuid)}>
                {t('goals.edit')}
              </Link>
              <button
                type="button"
                className="bc-button bc-button-danger"
                aria-haspopup="dialog"
                onClick={() => setConfirming(true)}
              >
                {t('goals.delete')}
              </button>
            </nav>
            <GoalFigures goal={data} />
            <section aria-labelledby="goal-activity">
              <h2 id="goal-activity">{t('goals.activity')}</h2>
              {data.entries.length === 0 ? (
                <EmptyState message={t('goals.activityEmpty')} />
              ) : (
                <EntriesTable label={t('goals.activity')} entries={data.entries} kind="saving" />
              )}
            </section>
            {confirming && (
              <ConfirmDialog
                title={t('goals.deleteTitle')}
                question={t('goals.deleteQuestion', { name: data.name })}
                busy={archive.isPending}
                onCancel={() => setConfirming(false)}
                onConfirm={confirmDelete}
              />
            )}
          </>
        )}
      </QueryState>
    </>
  );
}
