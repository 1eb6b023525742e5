import { Disclosure, QueryState, useReferenceNames } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { ComparisonTable, comparisonRows } from '../../../components/comparison-table.tsx';
import type { DateRange } from '../../../utils/date-range.ts';
import { useDeferredQuery } from '../../../utils/use-deferred-query.ts';
import { useCategoryTable } from '../api/get-category-table.ts';

/**
 * Expenses by sub-category in the range against the range of the same length before it; rows with a zero
 * amount are left out, the others sorted by translated name.
 */
export function ComparisonCard({ range }: { range: DateRange }) {
  const { t } = useTranslation('stats-dashboard');
  const names = useReferenceNames();
  // Below the charts: rendered after them.
  const query = useDeferredQuery(useCategoryTable(range));
  const title = t('dashboard.comparisonTable');
  return (
    <section className="bc-card" aria-labelledby="dashboard-comparison-table">
      <Disclosure id="dashboard-comparison-table" label={title} headingLevel={2} defaultOpen>
        <QueryState query={query}>
          {(data) => (
            <ComparisonTable
              caption={title}
              rows={comparisonRows(
                names,
                data.rows.filter((row) => row.amount !== 0),
              )}
              side="expenses"
            />
          )}
        </QueryState>
      </Disclosure>
    </section>
  );
}
