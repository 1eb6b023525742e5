import { toCents } from '@bc/api';
import { Amount, numberFormat, useWorkspaceCurrency } from '@bc/ui/format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartAmounts } from '../../../components/chart-amounts.ts';
import { ChartCard, chartStatus } from '../../../components/chart-card.tsx';
import { ChartDataTable } from '../../../components/chart-data-table.tsx';
import { ChartLegend } from '../../../components/chart-legend.tsx';
import { ChartFigure, LazyBarChart, LazyPieChart } from '../../../components/lazy-charts.tsx';
import type { DateRange } from '../../../utils/date-range.ts';
import type { BarGrouping } from '../api/get-bar-chart.ts';
import { useSpending } from './use-spending.ts';

/** The share of a part in a whole, in percent with one decimal, in the reader's language. */
export function useShareFormat(): (part: number, whole: number) => string {
  const { i18n } = useTranslation();
  const format = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  return (part, whole) => format.format(whole === 0 ? 0 : part / whole);
}

export interface SpendingChartCardProps {
  id: string;
  title: string;
  grouping: BarGrouping;
  range: DateRange;
  chart: 'bar' | 'pie';
  /** The header of the name column of the data table. */
  nameColumn: string;
  footer?: ReactNode;
}

/**
 * The expenses of the range by sub-category or label, as bars or a doughnut (only spending, shown
 * positive), with the legend and the data as a table.
 */
export function SpendingChartCard({
  id,
  title,
  grouping,
  range,
  chart,
  nameColumn,
  footer,
}: SpendingChartCardProps) {
  const { t } = useTranslation('stats-dashboard');
  const currency = useWorkspaceCurrency();
  const amounts = useChartAmounts(currency);
  const money = (amount: number) => <Amount key="amount" cents={toCents(amount)} currency={currency} />;
  const share = useShareFormat();
  const { query, items, total } = useSpending(grouping, range);
  const Chart = chart === 'bar' ? LazyBarChart : LazyPieChart;
  return (
    <ChartCard id={id} title={title} status={chartStatus([query], () => items.length === 0)} footer={footer}>
      <ChartFigure label={title}>
        <Chart items={items} {...amounts} />
      </ChartFigure>
      <ChartLegend items={items} />
      <ChartDataTable
        id={id}
        caption={title}
        columns={[nameColumn, t('columns.amount'), t('columns.share')]}
        rows={items.map((item) => ({
          key: item.id,
          cells: [item.name, money(item.value), share(item.value, total)],
        }))}
        footer={[t('stats.total'), money(total), share(total, total)]}
      />
    </ChartCard>
  );
}
