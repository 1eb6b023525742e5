import { QueryState } from '@bc/ui';
import { useFormatDate } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import { useRuleRuns } from '../api/get-rule-runs.ts';
import { UndoRunButton } from './run-rule-dialog.tsx';

/** The rule's recent runs on existing entries, newest first, each with its state and, when done, Undo. */
export function RuleRuns({ ruleId, canWrite }: { ruleId: number; canWrite: boolean }) {
  const { t } = useTranslation('settings');
  const formatDate = useFormatDate();
  const runs = useRuleRuns(ruleId);
  return (
    <QueryState query={runs}>
      {(list) =>
        list.length === 0 ? (
          <p className="bc-muted">{t('rules.runs.empty')}</p>
        ) : (
          <ul className="bc-item-list" aria-label={t('rules.runs.title')}>
            {list.map((run) => (
              <li key={run.run_id}>
                <div className="bc-rule-run">
                  <span>
                    {formatDate(run.created_at, 'dayTime')}{' '}
                    <span className="bc-badge">{t(`rules.runs.status.${run.status}`)}</span>
                  </span>
                  <span className="bc-card-meta">
                    {t('rules.runs.counts', { changed: run.changed, matched: run.matched })}
                    {run.change_own_edits && ` · ${t('rules.runs.ownEdits')}`}
                  </span>
                </div>
                {canWrite && <UndoRunButton run={run} label={t('rules.runs.undo')} />}
              </li>
            ))}
          </ul>
        )
      }
    </QueryState>
  );
}
