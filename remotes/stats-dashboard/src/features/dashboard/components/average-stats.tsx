import { toCents } from '@bc/api';
import type { EntryTab } from '@bc/domain';
import { Alert } from '@bc/ui';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { type StatsFigure, statsFigureQueryOptions } from '@bc/ui/stats';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/**
 * The averages of the year so far (expenses, incoming, savings) and the expenses still planned this month,
 * each in its entry type's colour. Expenses, savings and planned expenses come negative and show positive.
 */
const AVERAGES: readonly { figure: StatsFigure; key: string; sign: 1 | -1; type: EntryTab }[] = [
  { figure: 'average-expenses', key: 'expenses', sign: -1, type: 'expenses' },
  { figure: 'average-incoming', key: 'incoming', sign: 1, type: 'incoming' },
  { figure: 'average-savings', key: 'savings', sign: -1, type: 'saving' },
  { figure: 'total/planned/remaining', key: 'planned', sign: -1, type: 'expenses' },
];

export function AverageStats() {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const currency = useWorkspaceCurrency();
  const figures = useQueries({
    queries: AVERAGES.map((average) => statsFigureQueryOptions(average.figure)),
  });
  return (
    <section className="bc-card" aria-labelledby="dashboard-average-title">
      <h2 id="dashboard-average-title">{t('dashboard.averageStats')}</h2>
      {figures.some((figure) => figure.isError) && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <dl
        style={{
          display: 'grid',
          gap: 8,
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          margin: 0,
        }}
      >
        {AVERAGES.map((average, index) => {
          const total = figures[index]?.data?.total;
          return (
            <div key={average.figure} className="bc-card" style={{ margin: 0 }}>
              <dt className="bc-card-meta">{t(`averages.${average.key}`)}</dt>
              <dd style={{ margin: 0, fontWeight: 700 }}>
                {total === undefined ? (
                  <span className="bc-muted">{figures[index]?.isError ? '—' : tc('loading')}</span>
                ) : (
                  <Amount cents={toCents(average.sign * total)} currency={currency} type={average.type} />
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
