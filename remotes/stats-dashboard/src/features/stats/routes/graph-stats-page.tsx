import { sumAmounts } from '@bc/domain';
import { Navigate, paths, useParams } from '@bc/router';
import { Alert, Field, Loading, PageHeader, type ReferenceNames, useReferenceNames } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ComparisonRow,
  ComparisonTable,
  changeRate,
  type LedgerSide,
  subCategoryName,
} from '../../../components/comparison-table.tsx';
import { type DateRange, monthAndPrevious, monthRange, toMonthValue } from '../../../utils/date-range.ts';
import { type GraphGrouping, type GraphRow, type GraphType, useGraph } from '../api/get-graph.ts';
import { readChartMonth, storeChartMonth } from '../chart-month.ts';
import { useStatsMenu } from '../stats-menu.ts';

/** What the month-over-month tables can be grouped by (POST /api/stats/graph/{type}/...). */
const GRAPH_TYPES = ['label', 'category'] as const satisfies readonly GraphGrouping[];

/**
 * This month's totals against last month's, by group: a row for every group in either, sorted by name; the
 * change of expenses is the change of what was spent.
 */
export function monthOverMonth(
  current: readonly GraphRow[],
  previous: readonly GraphRow[],
  nameOf: (label: string) => string,
  names: ReferenceNames,
  side: LedgerSide,
): ComparisonRow[] {
  const labels = new Set([...current, ...previous].map((row) => row.label));
  const sum = (rows: readonly GraphRow[], label: string) =>
    sumAmounts(rows.filter((row) => row.label === label).map((row) => row.total));
  return names.sortByName(
    [...labels].map((label) => {
      const amount = sum(current, label);
      const before = sum(previous, label);
      return {
        key: label,
        name: nameOf(label),
        amount,
        previous: before,
        rate: changeRate(amount, before, side),
      };
    }),
    (row) => row.name,
  );
}

interface GraphTableProps {
  grouping: GraphGrouping;
  type: GraphType;
  ranges: { current: DateRange; previous: DateRange };
}

function GraphTable({ grouping, type, ranges }: GraphTableProps) {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const current = useGraph(grouping, type, ranges.current);
  const previous = useGraph(grouping, type, ranges.previous);
  const title = t(`stats.${type}`);
  const columns = [
    t(`graph.groupColumn.${grouping}`),
    t('columns.thisMonth'),
    t('columns.previousMonth'),
    t('columns.changeRate'),
  ] as const;
  return (
    <section className="bc-card" aria-labelledby={`graph-${type}-title`} style={{ minWidth: 0 }}>
      <h2 id={`graph-${type}-title`}>{title}</h2>
      {current.isError || previous.isError ? (
        <Alert tone="error">{tc('errors.generic')}</Alert>
      ) : current.isPending || previous.isPending ? (
        <Loading />
      ) : (
        <ComparisonTable
          caption={title}
          columns={columns}
          rows={monthOverMonth(
            current.data,
            previous.data,
            (label) => (grouping === 'category' ? subCategoryName(names, label) : label),
            names,
            type,
          )}
          side={type}
          withTotal
        />
      )}
    </section>
  );
}

/**
 * /stats/graph/:type: incoming and expenses of a month against the month before, by label (or sub-category).
 * The month is kept in local storage as chart-month and chart-year; a change reloads the tables.
 */
export function GraphStatsPage() {
  const { t } = useTranslation('stats-dashboard');
  const menu = useStatsMenu();
  const { type } = useParams();
  const [month, setMonth] = useState(() => readChartMonth(new Date()));
  const grouping = GRAPH_TYPES.find((known) => known === type);
  if (!grouping) return <Navigate to={paths.stats.summary.getHref()} replace />;
  const today = new Date();
  const ranges = monthAndPrevious(month) ?? {
    current: monthRange(today.getFullYear(), today.getMonth() + 1),
    previous: monthRange(today.getFullYear(), today.getMonth()),
  };
  return (
    <>
      <PageHeader title={t(`graph.title.${grouping}`)} menu={menu} />
      <div className="bc-toolbar">
        <Field id="graph-month" label={t('filters.month')} className="bc-field-inline">
          <input
            type="month"
            value={month}
            max={toMonthValue(today.getFullYear(), today.getMonth() + 1)}
            onChange={(event) => {
              if (!monthAndPrevious(event.target.value)) return;
              setMonth(event.target.value);
              storeChartMonth(event.target.value);
            }}
          />
        </Field>
      </div>
      <div className="bc-grid bc-grid-wide">
        <GraphTable grouping={grouping} type="incoming" ranges={ranges} />
        <GraphTable grouping={grouping} type="expenses" ranges={ranges} />
      </div>
    </>
  );
}
