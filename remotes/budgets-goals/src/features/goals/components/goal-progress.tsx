import type { Goal } from '@bc/api';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';

/** What a goal has saved of its target: "balance / target", the bar and the percentage. */
export function GoalProgress({ goal }: { goal: Goal }) {
  const { t } = useTranslation('budgets-goals');
  return (
    <div style={{ display: 'grid', gap: 4 }}>
      <p style={{ margin: 0 }}>
        <Money amount={goal.balance} /> / <Money amount={goal.amount} />{' '}
        <span className="bc-muted">{t('goals.savedPercent', { percent: goal.percentage })}</span>
      </p>
      <ProgressBar
        percent={goal.percentage}
        tone={goal.percentage >= 100 ? 'green' : 'primary'}
        label={t('goals.progress', { name: goal.name })}
      />
    </div>
  );
}
