import { TableScroll } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { TableHeading } from './table-heading.tsx';

export interface EmptyTableProps {
  caption: string;
  columns: readonly string[];
  /** The message in the body; "No data to display" by default. */
  message?: string;
}

/** A table's frame (caption and column headers) with a single row saying there is no data. */
export function EmptyTable({ caption, columns, message }: EmptyTableProps) {
  const { t } = useTranslation('common');
  return (
    <TableScroll label={caption} style={{ position: 'relative' }}>
      <table className="bc-table">
        <TableHeading caption={caption} columns={columns} />
        <tbody>
          <tr>
            <td colSpan={columns.length} className="bc-table-empty">
              {message ?? t('empty.noData')}
            </td>
          </tr>
        </tbody>
      </table>
    </TableScroll>
  );
}
