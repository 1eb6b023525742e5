import { Bar } from '@nivo/bar';
import { ChartTooltip } from './chart-tooltip.tsx';
import type { ChartAmounts, ChartItem } from './chart-types.ts';
import { SizedChart } from './sized-chart.tsx';

export interface BarChartProps extends ChartAmounts {
  items: readonly ChartItem[];
}

/** A bar per item, in its colour (nivo), loaded only when a chart is shown; names are in the legend. */
export function BarChart({ items, formatValue, amountsHidden }: BarChartProps) {
  return (
    <SizedChart
      chart={(size) => (
        <Bar
          {...size}
          data={items.map((item) => ({ id: item.id, name: item.name, value: item.value, color: item.color }))}
          keys={['value']}
          indexBy="id"
          colors={({ data }) => String(data.color)}
          margin={{ top: 8, right: 8, bottom: 8, left: 72 }}
          padding={0.2}
          axisBottom={null}
          axisLeft={{
            tickSize: 4,
            tickValues: 5,
            format: (value) => (amountsHidden ? '' : formatValue(Number(value))),
          }}
          enableLabel={false}
          isInteractive={!amountsHidden}
          tooltip={({ data, color }) => (
            <ChartTooltip color={color} name={String(data.name)} value={formatValue(Number(data.value))} />
          )}
          role="presentation"
          animate={false}
        />
      )}
    />
  );
}
