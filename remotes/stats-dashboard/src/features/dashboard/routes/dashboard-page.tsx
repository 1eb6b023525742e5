import { Link } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-fields.tsx';
import { useIsMobileLayout } from '../../../components/use-is-mobile-layout.ts';
import { paths } from '../../../paths.ts';
import { AverageStats } from '../components/average-stats.tsx';
import { CategoryDetails } from '../components/category-details.tsx';
import { ComparisonCard } from '../components/comparison-card.tsx';
import { ForecastCard } from '../components/forecast-card.tsx';
import { MonthlyTable } from '../components/monthly-table.tsx';
import { SpendingChartCard } from '../components/spending-chart-card.tsx';
import { YearlyLineCard } from '../components/yearly-line-card.tsx';
import { openingView, prefetchDashboardCharts } from '../dashboard-queries.ts';

/**
 * /dashboard, desktop and mobile variants: the averages, the date range of the charts
 * (default: the current month; a valid change reloads them), the yearly line chart with its year, the
 * expenses by category and by label, the monthly and comparison tables, and the balance forecast.
 */
export function DashboardPage() {
  const { t } = useTranslation('stats-dashboard');
  const mobile = useIsMobileLayout();
  const queryClient = useQueryClient();
  const [opening] = useState(() => openingView(new Date()));
  const [range, setRange] = useState(opening.range);
  const [year, setYear] = useState(opening.year);
  prefetchDashboardCharts(queryClient, { range, year, mobile });
  const seeAll = (
    <p style={{ margin: '8px 0 0' }}>
      <Link to={paths.seeAll.getHref('expenses', range)}>{t('dashboard.seeAll')}</Link>
    </p>
  );
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        menu={[
          { label: t('menu.add'), to: paths.entries.add.getHref() },
          { label: t('menu.show'), to: paths.entries.list.getHref() },
          { label: t('menu.search'), to: paths.entries.search.getHref() },
        ]}
      />
      <AverageStats />
      <form
        className="bc-card bc-form"
        aria-label={t('dashboard.filter')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="bc-grid bc-grid-compact">
          <DateRangeFilter idPrefix="dashboard-range" value={range} onApply={setRange} />
        </div>
      </form>
      <YearlyLineCard year={year} onYearChange={setYear} />
      {mobile ? (
        <>
          <SpendingChartCard
            id="dashboard-category-pie"
            title={t('dashboard.categoryPie')}
            grouping="category"
            range={range}
            chart="pie"
            nameColumn={t('columns.category')}
            footer={seeAll}
          />
          <CategoryDetails range={range} />
        </>
      ) : (
        <>
          <div className="bc-grid">
            <SpendingChartCard
              id="dashboard-category-bar"
              title={t('dashboard.categoryBar')}
              grouping="category"
              range={range}
              chart="bar"
              nameColumn={t('columns.category')}
              footer={seeAll}
            />
            <SpendingChartCard
              id="dashboard-label-pie"
              title={t('dashboard.labelPie')}
              grouping="label"
              range={range}
              chart="pie"
              nameColumn={t('columns.label')}
            />
          </div>
          <MonthlyTable year={year} />
          <ComparisonCard range={range} />
        </>
      )}
      <ForecastCard />
    </>
  );
}
