import { toCents } from '@bc/api';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { useStatsSummary } from '@bc/ui/stats';
import { useTranslation } from 'react-i18next';

// The theme's tokens: readable on the light and the dark surface alike.
const RED = 'var(--bc-red)';
const GREEN = 'var(--bc-green)';

interface FigureProps {
  label: string;
  /** The figure, undefined while the summary loads. */
  total: number | undefined;
  failed: boolean;
  /** Red for a figure that is bad news; `byBalance` colours the total and the health by their sign. */
  tone: 'good' | 'bad' | 'byBalance';
}

function Figure({ label, total, failed, tone }: FigureProps) {
  const { t: tc } = useTranslation('common');
  const currency = useWorkspaceCurrency();
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
          <span className="bc-muted">{failed ? '—' : tc('loading')}</span>
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
  // The summary the top strip reads too: the profile opens with its figures already in the cache.
  const summary = useStatsSummary();
  const figures = summary.data;
  const failed = summary.isError;
  return (
    <section className="bc-card" aria-labelledby="profile-figures">
      <h2 id="profile-figures">{t('profile.figures.title')}</h2>
      <dl style={{ display: 'flex', flexWrap: 'wrap', gap: 16, margin: 0 }}>
        <Figure label={t('profile.figures.total')} total={figures?.total} failed={failed} tone="byBalance" />
        <Figure
          label={t('profile.figures.incoming')}
          total={figures?.incoming.total}
          failed={failed}
          tone="good"
        />
        <Figure
          label={t('profile.figures.expenses')}
          total={figures?.expenses.total}
          failed={failed}
          tone="bad"
        />
        <Figure
          label={t('profile.figures.health')}
          total={figures?.health}
          failed={failed}
          tone="byBalance"
        />
      </dl>
    </section>
  );
}
