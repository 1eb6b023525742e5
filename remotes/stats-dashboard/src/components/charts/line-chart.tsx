import { ResponsiveLine } from '@nivo/line';
import { ChartTooltip } from './chart-tooltip.tsx';
import type { ChartAmounts, ChartSeries } from './chart-types.ts';

export interface LineChartProps extends ChartAmounts {
  series: readonly ChartSeries[];
  /** The x values that get a tick (all when left out). */
  xTicks?: readonly string[];
  /** Vertical markers, e.g. the lowest point of a forecast. */
  markers?: readonly { x: string; legend: string }[];
  /** Whether the y axis starts at 0 (amounts of a month) or follows the data (a balance). */
  fromZero?: boolean;
}

/** A line chart (nivo), loaded only when a chart is shown. */
export function LineChart({
  series,
  xTicks,
  markers,
  fromZero = true,
  formatValue,
  amountsHidden,
}: LineChartProps) {
  const names = new Map(series.map((line) => [line.id, line.name]));
  return (
    <ResponsiveLine
      data={series.map((line) => ({ id: line.id, data: line.points }))}
      colors={series.map((line) => line.color)}
      margin={{ top: 16, right: 16, bottom: 36, left: 72 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min: fromZero ? 0 : 'auto', max: 'auto' }}
      axisBottom={{ tickSize: 4, tickValues: xTicks ? [...xTicks] : undefined }}
      axisLeft={{
        tickSize: 4,
        tickValues: 5,
        format: (value) => (amountsHidden ? '' : formatValue(Number(value))),
      }}
      pointSize={6}
      useMesh
      isInteractive={!amountsHidden}
      tooltip={({ point }) => (
        <ChartTooltip
          color={point.seriesColor}
          name={`${names.get(String(point.seriesId)) ?? point.seriesId} · ${point.data.x}`}
          value={formatValue(Number(point.data.y))}
        />
      )}
      markers={markers?.map((marker) => ({
        axis: 'x' as const,
        value: marker.x,
        legend: marker.legend,
        lineStyle: { stroke: 'var(--bc-danger)', strokeWidth: 2, strokeDasharray: '4 4' },
        textStyle: { fill: 'var(--bc-danger)', fontSize: 12 },
      }))}
      role="presentation"
      animate={false}
    />
  );
}
