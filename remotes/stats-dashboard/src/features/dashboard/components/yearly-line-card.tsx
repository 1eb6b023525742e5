import { toCents } from '@bc/api';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import { useChartAmounts } from '../../../components/chart-amounts.ts';
import { ChartCard, chartStatus } from '../../../components/chart-card.tsx';
import { ChartDataTable } from '../../../components/chart-data-table.tsx';
import { ChartLegend } from '../../../components/chart-legend.tsx';
import { ChartFigure, LazyLineChart } from '../../../components/lazy-charts.tsx';
import { YearSelect } from '../../../components/year-select.tsx';
import { useLineChart } from '../api/get-line-chart.ts';
import { lineHasData, lineSeries, monthNames } from '../chart-data.ts';

export interface YearlyLineCardProps {
  year: number;
  onYearChange: (year: number) => void;
}

/**
 * Incoming, expenses, debits and savings of each month of a year in the line chart's own colours (incoming
 * green, debit grey, expenses red, savings blue), with its year selector.
 */
export function YearlyLineCard({ year, onYearChange }: YearlyLineCardProps) {
  const { t, i18n } = useTranslation('stats-dashboard');
  const currency = useWorkspaceCurrency();
  const amounts = useChartAmounts(currency);
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
        <LazyLineChart series={series} {...amounts} />
      </ChartFigure>
      <ChartLegend items={series} />
      <ChartDataTable
        id="dashboard-line"
        caption={title}
        columns={[t('columns.month'), ...series.map((line) => line.name)]}
        rows={xs.map((x, index) => ({
          key: x,
          cells: [
            x,
            ...series.map((line) => (
              <Amount key={line.id} cents={toCents(line.points[index]?.y ?? 0)} currency={currency} />
            )),
          ],
        }))}
      />
    </ChartCard>
  );
}
