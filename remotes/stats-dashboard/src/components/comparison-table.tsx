import type { StatsTableRow } from '@bc/api';
import { bounceRate } from '@bc/domain';
import type { ReferenceNames } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { ChangeRate } from './change-rate.tsx';
import { EmptyTable } from './empty-table.tsx';
import { Money } from './money.tsx';

/** A row of a comparison: a name, this period's amount, the period before, and the change between them. */
export interface ComparisonRow {
  key: string;
  name: string;
  amount: number;
  previous: number;
  rate: number;
}

/** The name of a sub-category slug as the stats rows carry it (a custom one carries its name). */
export function subCategoryName(names: ReferenceNames, slug: string): string {
  return names.subCategory({ slug, custom: false });
}

/** Stats rows by sub-category as comparison rows, sorted by their translated names. */
export function comparisonRows(names: ReferenceNames, rows: readonly StatsTableRow[]): ComparisonRow[] {
  return names.sortByName(
    rows.map((row) => ({
      key: `${row.type}-${row.id}-${row.label}`,
      name: subCategoryName(names, row.label),
      amount: row.amount,
      previous: row.prevAmount,
      rate: row.bounceRate,
    })),
    (row) => row.name,
  );
}

const cents = (amount: number) => Math.round(amount * 100);

/** The TOTAL row: the sums to the cent, and the change between them. */
export function totalRow(rows: readonly ComparisonRow[]): Omit<ComparisonRow, 'key' | 'name'> {
  const amount = rows.reduce((sum, row) => sum + cents(row.amount), 0) / 100;
  const previous = rows.reduce((sum, row) => sum + cents(row.previous), 0) / 100;
  return { amount, previous, rate: bounceRate(amount, previous) };
}

export interface ComparisonTableProps {
  caption: string;
  /** Headers of the name, amount, previous amount and change columns. */
  columns: readonly [name: string, amount: string, previous: string, change: string];
  rows: readonly ComparisonRow[];
  /** Adds the TOTAL row (the stats page's yearly tables). */
  withTotal?: boolean;
  /** Shown in the body when there are no rows; "No data to display" unless told. */
  emptyMessage?: string;
}

/** A comparison table (name, amount, amount before, change with its arrow), empty rows included as a message. */
export function ComparisonTable({ caption, columns, rows, withTotal, emptyMessage }: ComparisonTableProps) {
  const { t } = useTranslation('stats-dashboard');
  if (rows.length === 0) return <EmptyTable caption={caption} columns={columns} message={emptyMessage} />;
  const total = withTotal ? totalRow(rows) : null;
  return (
    <div className="bc-table-scroll">
      <table className="bc-table">
        <caption className="bc-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </th>
              <td>
                <Money amount={row.amount} />
              </td>
              <td>
                <Money amount={row.previous} />
              </td>
              <td>
                <ChangeRate rate={row.rate} />
              </td>
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr style={{ fontWeight: 700 }}>
              <th scope="row">{t('stats.total')}</th>
              <td>
                <Money amount={total.amount} />
              </td>
              <td>
                <Money amount={total.previous} />
              </td>
              <td>
                <ChangeRate rate={total.rate} />
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
