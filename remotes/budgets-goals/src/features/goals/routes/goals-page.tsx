import type { Goal } from '@bc/api';
import { Link, useLocation } from '@bc/router';
import {
  buttonClassName,
  ConfirmDialog,
  EmptyState,
  type FlashState,
  PageHeader,
  QueryState,
  Toasts,
  useFlash,
} from '@bc/ui';
import { GoalIcon, MoreIcon } from '@bc/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths.ts';
import { useArchiveGoal } from '../api/archive-goal.ts';
import { useGoals } from '../api/get-goals.ts';
import { GoalProgress } from '../components/goal-progress.tsx';
import { useGoalsMenu } from '../goals-menu.ts';

/** /goals: the active goals with what they have saved, each with a menu to open it or archive it. */
export function GoalsPage() {
  const { t } = useTranslation('budgets-goals');
  const location = useLocation();
  const goals = useGoals();
  const archive = useArchiveGoal();
  const [archiving, setArchiving] = useState<Goal | null>(null);
  const flash = useFlash((location.state as FlashState | null)?.flash);

  const confirmArchive = (goal: Goal) =>
    archive.mutate(goal.uuid, {
      onSuccess: () => {
        setArchiving(null);
        flash.show({ tone: 'success', text: t('goals.archived') });
      },
      onError: () => {
        setArchiving(null);
        flash.show({ tone: 'error', text: t('goals.archiveFailed') });
      },
    });

  return (
    <>
      <PageHeader title={t('goals.title')} menu={useGoalsMenu()} />
      <Toasts flash={flash} />
      <QueryState query={goals} skeleton="cards">
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('goals.empty')}>
              <Link className={buttonClassName({ variant: 'primary' })} to={paths.goals.new.getHref()}>
                {t('goals.emptyAction')}
              </Link>
            </EmptyState>
          ) : (
            <ul className="bc-card-grid" aria-label={t('goals.title')}>
              {list.map((goal) => (
                <li key={goal.uuid}>
                  <article className="bc-card bc-goal-card" aria-labelledby={`goal-${goal.uuid}-name`}>
                    <div className="bc-card-head">
                      <span className="bc-icon-badge">
                        <GoalIcon name={goal.category_icon} />
                      </span>
                      <h2 id={`goal-${goal.uuid}-name`} className="bc-card-title">
                        <Link to={paths.goals.details.getHref(goal.uuid)}>{goal.name}</Link>
                      </h2>
                      <details className="bc-row-menu">
                        <summary
                          className="bc-row-menu-button bc-button"
                          aria-label={t('goals.actionsFor', { name: goal.name })}
                        >
                          <MoreIcon />
                        </summary>
                        <div className="bc-actions">
                          <Link className="bc-button" to={paths.goals.details.getHref(goal.uuid)}>
                            {t('goals.details')}
                          </Link>
                          <button
                            type="button"
                            className="bc-button"
                            aria-haspopup="dialog"
                            onClick={() => setArchiving(goal)}
                          >
                            {t('goals.archive')}
                          </button>
                        </div>
                      </details>
                    </div>
                    <GoalProgress goal={goal} />
                  </article>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {archiving && (
        <ConfirmDialog
          title={t('goals.archiveTitle')}
          question={t('goals.archiveQuestion', { name: archiving.name })}
          busy={archive.isPending}
          onCancel={() => setArchiving(null)}
          onConfirm={() => confirmArchive(archiving)}
        />
      )}
    </>
  );
}
