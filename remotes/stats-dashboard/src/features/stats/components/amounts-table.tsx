import { useTranslation } from 'react-i18next';
import type { ComparisonRow } from '../../../components/comparison-table.tsx';
import { totalRow } from '../../../components/comparison-table.tsx';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { Money } from '../../../components/money.tsx';
import { TableHeading } from '../../../components/table-heading.tsx';

export interface AmountsTableProps {
  caption: string;
  columns: readonly [name: string, amount: string];
  rows: readonly ComparisonRow[];
  emptyMessage?: string;
}

/** The stats search results of one side of the ledger: an amount per sub-category, and their total. */
export function AmountsTable({ caption, columns, rows, emptyMessage }: AmountsTableProps) {
  const { t } = useTranslation('stats-dashboard');
  if (rows.length === 0) return <EmptyTable caption={caption} columns={columns} message={emptyMessage} />;
  return (
    <div className="bc-table-scroll" style={{ position: 'relative' }}>
      <table className="bc-table">
        <TableHeading caption={caption} columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ overflowWrap: 'break-word' }}>
                {row.name}
              </th>
              <td>
                <Money amount={row.amount} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr style={{ fontWeight: 700 }}>
            <th scope="row">{t('stats.total')}</th>
            <td>
              <Money amount={totalRow(rows, 'incoming').amount} />
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
