export interface ChartLegendProps {
  items: readonly { id: string; name: string; color: string }[];
}

/** The colours of a chart and what they stand for; it wraps on narrow screens. */
export function ChartLegend({ items }: ChartLegendProps) {
  return (
    <ul
      className="bc-chart-legend"
      aria-hidden="true"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 12px',
        listStyle: 'none',
        margin: '8px 0 0',
        padding: 0,
        fontSize: '0.85rem',
      }}
    >
      {items.map((item) => (
        <li key={item.id} style={{ overflowWrap: 'anywhere' }}>
          <span className="bc-color-dot" style={{ background: item.color }} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
