import { type Goal, toCents } from '@bc/api';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/progress-bar.tsx';

/** What a goal has saved of its target: "balance / target", the bar and the percentage. */
export function GoalProgress({ goal }: { goal: Goal }) {
  const { t } = useTranslation('budgets-goals');
  const currency = useWorkspaceCurrency();
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <p style={{ margin: 0 }}>
        <Amount cents={toCents(goal.balance)} currency={currency} type="saving" /> /{' '}
        <Amount cents={toCents(goal.amount)} currency={currency} />{' '}
        <span className="bc-muted" style={{ whiteSpace: 'nowrap' }}>
          {t('goals.savedPercent', { percent: goal.percentage })}
        </span>
      </p>
      <ProgressBar
        percent={goal.percentage}
        tone={goal.percentage >= 100 ? 'green' : 'primary'}
        label={t('goals.progress', { name: goal.name })}
      />
    </div>
  );
}
