import { PageHeader } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { YearSelect } from '../../../components/year-select.tsx';
import { useStatsMenu } from '../stats-menu.ts';

/**
 * /stats: the yearly summary of incoming and of expenses, against the year before (SPEC §2).
 * The figures arrive with the stats API; the tables show their columns and the no-data message.
 */
export function StatsPage() {
  const { t } = useTranslation('stats-dashboard');
  const [year, setYear] = useState(() => new Date().getFullYear());
  const columns = [
    t('columns.name'),
    t('columns.amount'),
    t('columns.amountBefore'),
    t('columns.bounceRate'),
  ];
  return (
    <>
      <PageHeader title={t('stats.title')} menu={useStatsMenu()} />
      <div className="bc-toolbar">
        <YearSelect id="stats-year" value={year} onChange={setYear} />
      </div>
      <div className="bc-grid bc-grid-wide">
        <section className="bc-card" aria-labelledby="stats-incoming-title">
          <h2 id="stats-incoming-title">{t('stats.incoming')}</h2>
          <EmptyTable caption={t('stats.incoming')} columns={columns} />
        </section>
        <section className="bc-card" aria-labelledby="stats-expenses-title">
          <h2 id="stats-expenses-title">{t('stats.expenses')}</h2>
          <EmptyTable caption={t('stats.expenses')} columns={columns} />
        </section>
      </div>
    </>
  );
}
