import { Navigate, useParams } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { readChartMonth, storeChartMonth } from '../chart-month.ts';
import { useStatsMenu } from '../stats-menu.ts';

/** What the month-over-month tables can be grouped by (POST /api/stats/graph/{type}/...). */
const GRAPH_TYPES = ['label', 'category'] as const;

/**
 * /stats/graph/:type: incoming and expenses of a month against the month before, by label (or
 * category). The month is kept in local storage (SPEC §2); the figures come with the stats API.
 */
export function GraphStatsPage() {
  const { t } = useTranslation('stats-dashboard');
  const menu = useStatsMenu();
  const { type } = useParams();
  const [month, setMonth] = useState(() => readChartMonth(new Date()));
  const groupBy = GRAPH_TYPES.find((known) => known === type);
  if (!groupBy) return <Navigate to="/stats" replace />;
  const columns = [
    t(`graph.groupColumn.${groupBy}`),
    t('columns.thisMonth'),
    t('columns.previousMonth'),
    t('columns.changeRate'),
  ];
  return (
    <>
      <PageHeader title={t(`graph.title.${groupBy}`)} menu={menu} />
      <div className="bc-toolbar">
        <div className="bc-field bc-field-inline">
          <label htmlFor="graph-month">{t('filters.month')}</label>
          <input
            id="graph-month"
            type="month"
            value={month}
            onChange={(event) => {
              setMonth(event.target.value);
              storeChartMonth(event.target.value);
            }}
          />
        </div>
      </div>
      <div className="bc-grid bc-grid-wide">
        <section className="bc-card" aria-labelledby="graph-incoming-title">
          <h2 id="graph-incoming-title">{t('stats.incoming')}</h2>
          <EmptyTable caption={t('stats.incoming')} columns={columns} />
        </section>
        <section className="bc-card" aria-labelledby="graph-expenses-title">
          <h2 id="graph-expenses-title">{t('stats.expenses')}</h2>
          <EmptyTable caption={t('stats.expenses')} columns={columns} />
        </section>
      </div>
    </>
  );
}
