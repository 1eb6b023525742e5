import { BarCanvas } from '@nivo/bar';
import { useCanvasColors, useCanvasTheme } from './canvas-colors.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import type { ChartAmounts, ChartItem } from './chart-types.ts';
import { SizedChart } from './sized-chart.tsx';

export interface BarChartProps extends ChartAmounts {
  items: readonly ChartItem[];
}

/**
 * A bar per item, in its colour (nivo, drawn on a canvas like every chart: see LineChart), loaded only when a
 * chart is shown; names are in the legend.
 */
export function BarChart({ items, formatValue, amountsHidden }: BarChartProps) {
  const colors = useCanvasColors(items.map((item) => item.color));
  const theme = useCanvasTheme();
  return (
    <SizedChart
      chart={(size) => (
        <BarCanvas
          {...size}
          data={items.map((item, index) => ({
            id: item.id,
            name: item.name,
            value: item.value,
            color: colors[index] ?? item.color,
          }))}
          theme={theme}
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
        />
      )}
    />
  );
}
