import { useReferenceNames } from '@bc/ui';
import { subCategoryName } from '../../../components/comparison-table.tsx';
import type { DateRange } from '../../../utils/date-range.ts';
import { type BarGrouping, useBarChart } from '../api/get-bar-chart.ts';
import { itemsTotal, spendingItems } from '../chart-data.ts';

/** The spending of a range by sub-category or by label, as chart items (positive, biggest first). */
export function useSpending(grouping: BarGrouping, range: DateRange) {
  const names = useReferenceNames();
  const query = useBarChart(grouping, range);
  const items = query.data
    ? spendingItems(
        query.data.bar,
        (item) => (grouping === 'category' ? item.data.slug : item.data.name) ?? String(item.data.id),
        (key) => (grouping === 'category' ? subCategoryName(names, key) : key),
      )
    : [];
  return { query, items, total: itemsTotal(items) };
}
