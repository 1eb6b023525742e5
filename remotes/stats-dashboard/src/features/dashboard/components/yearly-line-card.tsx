import { useHideAmounts } from '@bc/session';
import { useTranslation } from 'react-i18next';
import { ChartCard, chartStatus } from '../../../components/chart-card.tsx';
import { ChartDataTable } from '../../../components/chart-data-table.tsx';
import { ChartLegend } from '../../../components/chart-legend.tsx';
import { ChartFigure, LazyLineChart } from '../../../components/lazy-charts.tsx';
import { Money, useMoneyFormat } from '../../../components/money.tsx';
import { YearSelect } from '../../../components/year-select.tsx';
import { useLineChart } from '../api/get-line-chart.ts';
import { lineHasData, lineSeries, monthNames } from '../chart-data.ts';

export interface YearlyLineCardProps {
  year: number;
  onYearChange: (year: number) => void;
}

/** Incoming, expenses, debits and savings of each month of a year (SPEC §9 colours), with its year selector. */
export function YearlyLineCard({ year, onYearChange }: YearlyLineCardProps) {
  const { t, i18n } = useTranslation('stats-dashboard');
  const [amountsHidden] = useHideAmounts();
  const formatValue = useMoneyFormat();
  const query = useLineChart(year);
  const title = t('dashboard.lineChart');
  const months = monthNames(i18n.language);
  const series = query.data
    ? lineSeries(
        query.data,
        (label) => t(`series.${label}`),
        (key) => months.get(key) ?? key,
      )
    : [];
  const xs = series[0]?.points.map((point) => point.x) ?? [];
  return (
    <ChartCard
      id="dashboard-line"
      title={title}
      controls={<YearSelect id="dashboard-year" value={year} onChange={onYearChange} />}
      status={chartStatus([query], () => !query.data || !lineHasData(query.data))}
    >
      <ChartFigure label={title}>
        <LazyLineChart series={series} formatValue={formatValue} amountsHidden={amountsHidden} />
      </ChartFigure>
      <ChartLegend items={series} />
      <ChartDataTable
        id="dashboard-line"
        caption={title}
        columns={[t('columns.month'), ...series.map((line) => line.name)]}
        rows={xs.map((x, index) => ({
          key: x,
          cells: [x, ...series.map((line) => <Money key={line.id} amount={line.points[index]?.y ?? 0} />)],
        }))}
      />
    </ChartCard>
  );
}
