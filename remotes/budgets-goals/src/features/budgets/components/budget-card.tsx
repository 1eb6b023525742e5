import { type BudgetStats, toCents } from '@bc/api';
import { Link } from '@bc/router';
import { Amount, useFormatDate, useWorkspaceCurrency } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import { dayBefore } from '../../../components/dates.ts';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { paths } from '../../../paths.ts';
import { budgetTone, shownRemaining, spentPercent } from '../budget-figures.ts';

export interface BudgetCardProps {
  stats: BudgetStats;
  /** The heading level of the budget's name: 3 under a group of the list, 2 on the budget's page. */
  headingLevel: 2 | 3;
  /** On the list the name opens the budget; on its own page it is plain text. */
  linked?: boolean;
}

/**
 * A budget in its current window: the bar (red from 80 % spent), spent, remaining (never below zero),
 * planned, and the pace: what the spending so far projects to at the end of the window.
 */
export function BudgetCard({ stats, headingLevel, linked }: BudgetCardProps) {
  const { t } = useTranslation('budgets-goals');
  const formatDate = useFormatDate();
  const currency = useWorkspaceCurrency();
  const money = (amount: number) => <Amount cents={toCents(amount)} currency={currency} />;
  const { budget, pace, window } = stats;
  const percent = spentPercent(stats);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const description = stats.description ?? budget.description;
  const headingId = `budget-${budget.uuid}-name`;
  return (
    <article className="bc-card" aria-labelledby={headingId}>
      <div className="bc-card-header">
        <Heading id={headingId} style={{ margin: 0 }}>
          {linked ? <Link to={paths.budgets.edit.getHref(budget.uuid)}>{budget.name}</Link> : budget.name}
        </Heading>
        {stats.exceeded && <span className="bc-badge">{t('budgetCard.exceeded')}</span>}
      </div>
      {description && <p className="bc-muted">{description}</p>}
      <p style={{ margin: '8px 0 4px' }}>{t('budgetCard.spentPercent', { percent })}</p>
      <ProgressBar
        percent={percent}
        tone={budgetTone(percent)}
        label={t('budgetCard.progress', { name: budget.name })}
      />
      <dl className="bc-details-list" style={{ marginTop: 12 }}>
        <dt>{t('budgetCard.amount')}</dt>
        <dd>{money(budget.amount)}</dd>
        <dt>{t('budgetCard.spent')}</dt>
        <dd>{money(-stats.totalSpent)}</dd>
        <dt>{t('budgetCard.remaining')}</dt>
        <dd>{money(shownRemaining(stats.totalRemaining))}</dd>
        {stats.planned.total !== 0 && (
          <>
            <dt>{t('budgetCard.planned')}</dt>
            <dd>{money(-stats.planned.total)}</dd>
          </>
        )}
        <dt>{t('budgetCard.window')}</dt>
        <dd>
          {t('budgetCard.windowDates', {
            start: formatDate(window.start.slice(0, 10)),
            end: formatDate(dayBefore(window.end)),
          })}
        </dd>
        <dt>{t('budgetCard.projected')}</dt>
        <dd data-pace={pace.over ? 'over' : 'within'}>
          {money(pace.projected)}{' '}
          <strong className={pace.over ? 'bc-amount-negative' : undefined}>
            {t(pace.over ? 'budgetCard.paceOver' : 'budgetCard.paceWithin')}
          </strong>
        </dd>
        <dt>{t('budgetCard.elapsed')}</dt>
        <dd>{t('budgetCard.elapsedPercent', { percent: pace.elapsedPercentage })}</dd>
      </dl>
    </article>
  );
}
