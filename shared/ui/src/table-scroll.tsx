import type { CSSProperties, ReactNode } from 'react';

export interface TableScrollProps {
  /** What the table shows (its caption): the name a screen reader gives the scroller. */
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}

/**
 * The frame that lets a table wider than the screen scroll sideways instead of the page. It takes the
 * keyboard focus, so that someone without a mouse or touch screen can scroll to the right-hand columns with
 * the arrow keys (a table of text only has nothing else to focus).
 */
export function TableScroll({ label, style, children }: TableScrollProps) {
  return (
    <section
      className="bc-table-scroll"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached with the keyboard only so.
      tabIndex={0}
      style={style}
    >
      {children}
    </section>
  );
}
