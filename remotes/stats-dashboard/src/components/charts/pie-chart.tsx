import { PieCanvas } from '@nivo/pie';
import { useCanvasColors } from './canvas-colors.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import type { ChartAmounts, ChartItem } from './chart-types.ts';
import { SizedChart } from './sized-chart.tsx';

export interface PieChartProps extends ChartAmounts {
  items: readonly ChartItem[];
}

/**
 * A doughnut of the items, in their colours (nivo, drawn on a canvas like every chart: see LineChart), loaded
 * only when a chart is shown; names are in the legend.
 */
export function PieChart({ items, formatValue, amountsHidden }: PieChartProps) {
  const colors = useCanvasColors(items.map((item) => item.color));
  return (
    <SizedChart
      chart={(size) => (
        <PieCanvas
          {...size}
          data={items.map((item, index) => ({
            id: item.id,
            label: item.name,
            value: item.value,
            color: colors[index] ?? item.color,
          }))}
          colors={{ datum: 'data.color' }}
          margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
          innerRadius={0.55}
          padAngle={1}
          enableArcLabels={false}
          enableArcLinkLabels={false}
          isInteractive={!amountsHidden}
          tooltip={({ datum }) => (
            <ChartTooltip color={datum.color} name={String(datum.label)} value={formatValue(datum.value)} />
          )}
        />
      )}
    />
  );
}
