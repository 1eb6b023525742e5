import { toCents } from '@bc/api';
import { MONTH_KEYS, sumAmounts } from '@bc/domain';
import { Alert, Disclosure, Loading, TableScroll, useReferenceNames } from '@bc/ui';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { subCategoryName } from '../../../components/comparison-table.tsx';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { TableHeading } from '../../../components/table-heading.tsx';
import { toMonthValue } from '../../../utils/date-range.ts';
import { useDeferredQuery } from '../../../utils/use-deferred-query.ts';
import { useMonthlyCategoryBars } from '../api/get-monthly-table.ts';
import { monthNames, spendingItems } from '../chart-data.ts';

/** Thirteen columns: compact cells, so that the twelve months fit a laptop's width. */
const CELL: CSSProperties = { padding: '6px' };
/** The names stay in sight while the months scroll sideways on a narrower window. */
const NAME_CELL: CSSProperties = {
  ...CELL,
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--bc-surface)',
  minWidth: '7rem',
};

/**
 * The expenses of each sub-category in each month of a year (one call: the bars by category of each month),
 * spending shown positive; rows by translated name, months in calendar order, a total per month.
 */
export function MonthlyTable({ year }: { year: number }) {
  const { t, i18n } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  // Below the charts: rendered after them.
  const monthly = useDeferredQuery(useMonthlyCategoryBars(year));
  const currency = useWorkspaceCurrency();
  // Spending, shown positive, in the expenses colour.
  const money = (amount: number) => <Amount cents={toCents(amount)} currency={currency} type="expenses" />;
  const caption = t('dashboard.monthlyTableOf', { year });
  const short = monthNames(i18n.language);
  const monthColumns = MONTH_KEYS.map((key) => short.get(key) ?? key);
  const columns = [t('columns.category'), ...monthColumns];

  const content = () => {
    if (monthly.isError) return <Alert tone="error">{tc('errors.generic')}</Alert>;
    if (monthly.isPending || !monthly.data) return <Loading />;
    const { months } = monthly.data;
    const perMonth = MONTH_KEYS.map((_, index) =>
      spendingItems(
        months.find((month) => month.month === toMonthValue(year, index + 1))?.bar ?? [],
        (item) => item.data.slug ?? String(item.data.id),
        (key) => subCategoryName(names, key),
      ),
    );
    const categories = new Map<string, string>();
    for (const items of perMonth) for (const item of items) categories.set(item.id, item.name);
    if (categories.size === 0) return <EmptyTable caption={caption} columns={columns} />;
    const rows = names.sortByName([...categories.entries()], ([, name]) => name);
    const spent = (index: number, id: string) => perMonth[index]?.find((item) => item.id === id)?.value ?? 0;
    const monthTotal = (index: number) => sumAmounts((perMonth[index] ?? []).map((item) => item.value));
    return (
      <TableScroll label={caption} style={{ position: 'relative' }}>
        <table className="bc-table" style={{ fontSize: '0.85rem' }}>
          <TableHeading
            caption={caption}
            columns={columns}
            cellStyle={(index) => (index === 0 ? NAME_CELL : CELL)}
          />
          <tbody>
            {rows.map(([id, name]) => (
              <tr key={id}>
                <th scope="row" style={NAME_CELL}>
                  {name}
                </th>
                {monthColumns.map((month, index) => (
                  <td key={month} className="bc-num" style={CELL}>
                    {money(spent(index, id))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr style={{ fontWeight: 700 }}>
              <th scope="row" style={NAME_CELL}>
                {t('stats.total')}
              </th>
              {monthColumns.map((month, index) => (
                <td key={month} className="bc-num" style={CELL}>
                  {money(monthTotal(index))}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </TableScroll>
    );
  };

  return (
    <section className="bc-card" aria-labelledby="dashboard-monthly-table">
      <Disclosure id="dashboard-monthly-table" label={caption} headingLevel={2} defaultOpen>
        {content()}
      </Disclosure>
    </section>
  );
}
