export interface ChartTooltipProps {
  color: string;
  name: string;
  value: string;
}

/** The tooltip of every chart: the colour, the name and the amount of what the pointer is on. */
export function ChartTooltip({ color, name, value }: ChartTooltipProps) {
  return (
    <div
      style={{
        background: 'var(--bc-surface)',
        border: '1px solid var(--bc-border)',
        borderRadius: 4,
        padding: '4px 8px',
        fontSize: '0.85rem',
        whiteSpace: 'nowrap',
      }}
    >
      <span className="bc-color-dot" style={{ background: color }} aria-hidden="true" />
      {name}: <strong>{value}</strong>
    </div>
  );
}
