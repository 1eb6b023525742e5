import { toCents } from '@bc/api';
import { TableScroll } from '@bc/ui';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { useTranslation } from 'react-i18next';
import type { ComparisonRow, LedgerSide } from '../../../components/comparison-table.tsx';
import { totalRow } from '../../../components/comparison-table.tsx';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { TableHeading } from '../../../components/table-heading.tsx';

export interface AmountsTableProps {
  caption: string;
  columns: readonly [name: string, amount: string];
  rows: readonly ComparisonRow[];
  /** The side of the ledger: its amounts take that entry type's colour. */
  side: LedgerSide;
  emptyMessage?: string;
}

/** The stats search results of one side of the ledger: an amount per sub-category, and their total. */
export function AmountsTable({ caption, columns, rows, side, emptyMessage }: AmountsTableProps) {
  const { t } = useTranslation('stats-dashboard');
  const currency = useWorkspaceCurrency();
  const money = (amount: number) => <Amount cents={toCents(amount)} currency={currency} type={side} />;
  if (rows.length === 0) return <EmptyTable caption={caption} columns={columns} message={emptyMessage} />;
  return (
    <TableScroll label={caption} style={{ position: 'relative' }}>
      <table className="bc-table">
        <TableHeading caption={caption} columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" style={{ overflowWrap: 'break-word' }}>
                {row.name}
              </th>
              <td className="bc-num">{money(row.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr style={{ fontWeight: 700 }}>
            <th scope="row">{t('stats.total')}</th>
            <td className="bc-num">{money(totalRow(rows, side).amount)}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
