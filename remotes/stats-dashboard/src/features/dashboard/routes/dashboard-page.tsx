import { Disclosure, EmptyState, PageHeader } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/chart-card.tsx';
import { DateRangeFields } from '../../../components/date-range-fields.tsx';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { useIsMobileLayout } from '../../../components/use-is-mobile-layout.ts';
import { YearSelect } from '../../../components/year-select.tsx';
import { currentMonthRange } from '../../../utils/date-range.ts';

/**
 * /dashboard (SPEC §2 Dashboard), desktop and mobile variants. Every figure comes from the stats
 * API, which does not exist yet: each chart and table shows its title and the no-data message.
 * The date range (default: the current month) and the year are kept for when it does.
 */
export function DashboardPage() {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const mobile = useIsMobileLayout();
  const [range, setRange] = useState(() => currentMonthRange(new Date()));
  const [year, setYear] = useState(() => new Date().getFullYear());
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        menu={[
          { label: t('menu.add'), to: '/entry' },
          { label: t('menu.show'), to: '/entries' },
          { label: t('menu.search'), to: '/search' },
        ]}
      />
      <section className="bc-card" aria-labelledby="dashboard-average-title">
        <h2 id="dashboard-average-title">{t('dashboard.averageStats')}</h2>
        <EmptyState message={tc('empty.noData')} />
      </section>
      <form
        className="bc-card bc-form"
        aria-label={t('dashboard.filter')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="bc-grid bc-grid-compact">
          <DateRangeFields idPrefix="dashboard-range" value={range} onChange={setRange} />
        </div>
      </form>
      <ChartCard
        id="dashboard-line"
        title={t('dashboard.lineChart')}
        controls={<YearSelect id="dashboard-year" value={year} onChange={setYear} />}
      />
      {mobile ? (
        <>
          <ChartCard id="dashboard-category-pie" title={t('dashboard.categoryPie')} />
          <section className="bc-card">
            <Disclosure
              id="dashboard-category-details"
              label={t('dashboard.categoryDetails')}
              headingLevel={2}
              defaultOpen
            >
              <EmptyState message={tc('empty.noData')} />
            </Disclosure>
          </section>
        </>
      ) : (
        <>
          <div className="bc-grid">
            <ChartCard id="dashboard-category-bar" title={t('dashboard.categoryBar')} />
            <ChartCard id="dashboard-label-pie" title={t('dashboard.labelPie')} />
          </div>
          <section className="bc-card">
            <Disclosure
              id="dashboard-monthly-table"
              label={t('dashboard.monthlyTable')}
              headingLevel={2}
              defaultOpen
            >
              <EmptyTable
                caption={t('dashboard.monthlyTable')}
                columns={[t('columns.category'), t('columns.month'), t('columns.amount')]}
              />
            </Disclosure>
          </section>
          <section className="bc-card">
            <Disclosure
              id="dashboard-comparison-table"
              label={t('dashboard.comparisonTable')}
              headingLevel={2}
              defaultOpen
            >
              <EmptyTable
                caption={t('dashboard.comparisonTable')}
                columns={[
                  t('columns.category'),
                  t('columns.amount'),
                  t('columns.previousAmount'),
                  t('columns.changeRate'),
                ]}
              />
            </Disclosure>
          </section>
        </>
      )}
    </>
  );
}
