import type { CSSProperties } from 'react';

export interface TableHeadingProps {
  /** Read by screen readers only: the card's title already shows it. */
  caption: string;
  columns: readonly string[];
  /** The style of each header cell by position, when the columns are sized apart. */
  cellStyle?: (index: number) => CSSProperties | undefined;
}

/**
 * The caption and the header row shared by every stats table. The first column names the rows; the others
 * hold figures, aligned on the right as their cells are.
 */
export function TableHeading({ caption, columns, cellStyle }: TableHeadingProps) {
  return (
    <>
      <caption className="bc-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={index === 0 ? undefined : 'bc-num'}
              style={cellStyle?.(index)}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
    </>
  );
}
