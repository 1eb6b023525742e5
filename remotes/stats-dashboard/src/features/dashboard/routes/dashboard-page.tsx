import { Link } from '@bc/router';
import { PageHeader } from '@bc/ui';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/date-range-fields.tsx';
import { loadChart } from '../../../components/lazy-charts.tsx';
import { useIsMobileLayout } from '../../../components/use-is-mobile-layout.ts';
import { paths } from '../../../paths.ts';
import { currentMonthRange, type DateRange } from '../../../utils/date-range.ts';
import { type BarGrouping, barChartQueryOptions, getBarChart } from '../api/get-bar-chart.ts';
import { DEFAULT_FORECAST_DAYS, forecastQueryOptions } from '../api/get-forecast.ts';
import { lineChartQueryOptions } from '../api/get-line-chart.ts';
import { AverageStats } from '../components/average-stats.tsx';
import { CategoryDetails } from '../components/category-details.tsx';
import { ComparisonCard } from '../components/comparison-card.tsx';
import { ForecastCard } from '../components/forecast-card.tsx';
import { MonthlyTable } from '../components/monthly-table.tsx';
import { SpendingChartCard } from '../components/spending-chart-card.tsx';
import { YearlyLineCard } from '../components/yearly-line-card.tsx';

/**
 * The spending of the range by category or label; when it has something to draw, the chart's code starts
 * loading as the answer comes, not once the page has rendered it.
 */
const spendingWithChart = (grouping: BarGrouping, range: DateRange, chart: keyof typeof loadChart) => ({
  ...barChartQueryOptions(grouping, range),
  queryFn: async () => {
    const answer = await getBarChart(grouping, range);
    if (answer.bar.length > 0) void loadChart[chart]();
    return answer;
  },
});

/**
 * /dashboard, desktop and mobile variants: the averages, the date range of the charts
 * (default: the current month; a valid change reloads them), the yearly line chart with its year, the
 * expenses by category and by label, the monthly and comparison tables, and the balance forecast.
 */
export function DashboardPage() {
  const { t } = useTranslation('stats-dashboard');
  const mobile = useIsMobileLayout();
  const [range, setRange] = useState(() => currentMonthRange(new Date()));
  const [year, setYear] = useState(() => new Date().getFullYear());
  // The charts' calls go out first, before the tables' (a browser sends six at a time to one server): the
  // charts draw sooner on a cold start. The cards read the same queries.
  usePrefetchQuery(lineChartQueryOptions(year));
  usePrefetchQuery(spendingWithChart('category', range, mobile ? 'pie' : 'bar'));
  usePrefetchQuery(spendingWithChart(mobile ? 'category' : 'label', range, 'pie'));
  usePrefetchQuery(forecastQueryOptions(DEFAULT_FORECAST_DAYS));
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
