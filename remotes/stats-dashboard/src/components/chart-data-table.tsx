import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TableHeading } from './table-heading.tsx';

export interface ChartDataTableProps {
  /** Base of the ids: unique in the page. */
  id: string;
  /** The table's caption: the chart's title. */
  caption: string;
  /** The column headers, unique. */
  columns: readonly string[];
  /** One row per item, a cell per column; the first cell names it. */
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  /** A last row, e.g. the totals. */
  footer?: readonly ReactNode[];
}

/** The cells of a row: the first one is the row's header, the others figures. */
function Cells({ columns, cells }: { columns: readonly string[]; cells: readonly ReactNode[] }) {
  return columns.map((column, index) =>
    index === 0 ? (
      <th key={column} scope="row">
        {cells[index]}
      </th>
    ) : (
      <td key={column} className="bc-num">
        {cells[index]}
      </td>
    ),
  );
}

/**
 * A chart's data as a table: always there for screen readers, and shown on request for everyone (the
 * button is reachable with the keyboard).
 */
export function ChartDataTable({ id, caption, columns, rows, footer }: ChartDataTableProps) {
  const { t } = useTranslation('stats-dashboard');
  const [shown, setShown] = useState(false);
  const tableId = `${id}-data`;
  return (
    <div>
      <button
        type="button"
        className="bc-link-button"
        aria-expanded={shown}
        aria-controls={tableId}
        onClick={() => setShown((value) => !value)}
        style={{ marginTop: 8 }}
      >
        {shown ? t('chart.hideTable') : t('chart.showTable')}
      </button>
      <div
        id={tableId}
        className={shown ? 'bc-table-scroll' : 'bc-visually-hidden'}
        style={shown ? { position: 'relative' } : undefined}
      >
        <table className="bc-table">
          <TableHeading caption={caption} columns={columns} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <Cells columns={columns} cells={row.cells} />
              </tr>
            ))}
          </tbody>
          {footer && (
            <tfoot>
              <tr>
                <Cells columns={columns} cells={footer} />
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </div>
  );
}
