import { type StatsTableRow, toCents } from '@bc/api';
import { bounceRate, sumAmounts } from '@bc/domain';
import { type ReferenceNames, TableScroll } from '@bc/ui';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeRate } from './change-rate.tsx';
import { EmptyTable } from './empty-table.tsx';
import { TableHeading } from './table-heading.tsx';

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

/** The side of the ledger a comparison is of: its amounts take that entry type's colour. */
export type LedgerSide = 'incoming' | 'expenses';

/**
 * The change from `previous` to `amount`. Expenses come negative and change as what was spent, as the API's
 * rows do (`bounceRate` of the spending): spending more is a rise (up, red), spending less a fall (down, green).
 */
export function changeRate(amount: number, previous: number, side: LedgerSide): number {
  return side === 'expenses' ? bounceRate(-amount, -previous) : bounceRate(amount, previous);
}

/** The TOTAL row: the sums to the cent, and the change between them. */
export function totalRow(
  rows: readonly ComparisonRow[],
  side: LedgerSide,
): Omit<ComparisonRow, 'key' | 'name'> {
  const amount = sumAmounts(rows.map((row) => row.amount));
  const previous = sumAmounts(rows.map((row) => row.previous));
  return { amount, previous, rate: changeRate(amount, previous, side) };
}

export interface ComparisonTableProps {
  caption: string;
  /** Headers of the name, amount, previous amount and change columns; by sub-category unless told. */
  columns?: readonly [name: string, amount: string, previous: string, change: string];
  rows: readonly ComparisonRow[];
  /** The side of the ledger: how the TOTAL row's change reads. */
  side: LedgerSide;
  /** Adds the TOTAL row (the stats page's yearly tables). */
  withTotal?: boolean;
  /** Shown in the body when there are no rows; "No data to display" unless told. */
  emptyMessage?: string;
}

/**
 * The cells of a four-column table: on a phone the text shrinks with the window (down to 0.7rem at 360 px)
 * and so do the sides of the cells, so that the name, the two amounts and the change keep to the card's width.
 */
const CELL: CSSProperties = {
  fontSize: 'clamp(0.7rem, 3.1vw, 1rem)',
  paddingLeft: 'clamp(2px, 0.6vw, 8px)',
  paddingRight: 'clamp(2px, 0.6vw, 8px)',
};
/** Names wrap between words (hyphenated where the browser can), never inside a word. */
const NAME_CELL: CSSProperties = { ...CELL, overflowWrap: 'break-word', hyphens: 'auto' };

/** A comparison table (name, amount, amount before, change with its arrow), empty rows included as a message. */
export function ComparisonTable({
  caption,
  columns,
  rows,
  side,
  withTotal,
  emptyMessage,
}: ComparisonTableProps) {
  const { t } = useTranslation('stats-dashboard');
  const currency = useWorkspaceCurrency();
  const money = (amount: number) => <Amount cents={toCents(amount)} currency={currency} type={side} />;
  const headers = columns ?? [
    t('columns.category'),
    t('columns.amount'),
    t('columns.previousAmount'),
    t('columns.changeRate'),
  ];
  if (rows.length === 0) return <EmptyTable caption={caption} columns={headers} message={emptyMessage} />;
  const total = withTotal ? totalRow(rows, side) : null;
  return (
    // Positioned, so that the hidden words of the changes scroll with the table, never beside the page.
    <TableScroll label={caption} style={{ position: 'relative' }}>
      <table className="bc-table">
        <TableHeading
          caption={caption}
          columns={headers}
          cellStyle={(index) => (index === 0 ? NAME_CELL : CELL)}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={NAME_CELL}>
                {row.name}
              </th>
              <td className="bc-num" style={CELL}>
                {money(row.amount)}
              </td>
              <td className="bc-num" style={CELL}>
                {money(row.previous)}
              </td>
              <td className="bc-num" style={CELL}>
                <ChangeRate rate={row.rate} />
              </td>
            </tr>
          ))}
        </tbody>
        {total && (
          <tfoot>
            <tr style={{ fontWeight: 700 }}>
              <th scope="row" style={NAME_CELL}>
                {t('stats.total')}
              </th>
              <td className="bc-num" style={CELL}>
                {money(total.amount)}
              </td>
              <td className="bc-num" style={CELL}>
                {money(total.previous)}
              </td>
              <td className="bc-num" style={CELL}>
                <ChangeRate rate={total.rate} />
              </td>
            </tr>
          </tfoot>
        )}
      </table>
    </TableScroll>
  );
}
