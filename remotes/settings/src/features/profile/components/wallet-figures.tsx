import { toCents } from '@bc/api';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { useStatsChange, useStatsFigure } from '@bc/ui/stats';
import { useTranslation } from 'react-i18next';

// The theme's tokens: readable on the light and the dark surface alike.
const RED = 'var(--bc-red)';
const GREEN = 'var(--bc-green)';

interface FigureProps {
  label: string;
  query: { data?: { total: number }; isError: boolean };
  /** Red for a figure that is bad news; `byBalance` colours the total and the health by their sign. */
  tone: 'good' | 'bad' | 'byBalance';
}

function Figure({ label, query, tone }: FigureProps) {
  const { t: tc } = useTranslation('common');
  const currency = useWorkspaceCurrency();
  const total = query.data?.total;
  const bad = tone === 'byBalance' ? total !== undefined && total <= 0 : tone === 'bad';
  return (
    // The amount above its label (column-reverse), both at the top of the cell: the amounts of a row stay
    // level when one label wraps to two lines.
    <div
      style={{
        display: 'flex',
        flexDirection: 'column-reverse',
        justifyContent: 'flex-end',
        textAlign: 'center',
        flex: '1 1 8rem',
      }}
    >
      <dt className="bc-muted">{label}</dt>
      <dd
        style={{ margin: 0, fontWeight: 700, fontSize: '1.2rem', color: bad ? RED : GREEN }}
        data-tone={bad ? 'bad' : 'good'}
      >
        {total !== undefined ? (
          <Amount cents={toCents(total)} currency={currency} />
        ) : (
          <span className="bc-muted">{query.isError ? '—' : tc('loading')}</span>
        )}
      </dd>
    </div>
  );
}

/**
 * The profile's wallet figures: the wallets' total and the health (red when zero or less, green otherwise),
 * and this month's incoming (green) and expenses (red) so far.
 */
export function WalletFigures() {
  const { t } = useTranslation('settings');
  const total = useStatsFigure('total');
  const health = useStatsFigure('health');
  const incoming = useStatsChange('incoming');
  const expenses = useStatsChange('expenses');
  return (
    <section className="bc-card" aria-labelledby="profile-figures">
      <h2 id="profile-figures">{t('profile.figures.title')}</h2>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0 }}>
        <Figure label={t('profile.figures.total')} query={total} tone="byBalance" />
        <Figure label={t('profile.figures.incoming')} query={incoming} tone="good" />
        <Figure label={t('profile.figures.expenses')} query={expenses} tone="bad" />
        <Figure label={t('profile.figures.health')} query={health} tone="byBalance" />
      </dl>
    </section>
  );
}
