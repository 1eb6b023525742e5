import { LineCanvas, type LineCustomCanvasLayer, type LineSeries } from '@nivo/line';
import { useCanvasColors, useCanvasTheme } from './canvas-colors.ts';
import { ChartTooltip } from './chart-tooltip.tsx';
import type { ChartAmounts, ChartSeries } from './chart-types.ts';
import { SizedChart } from './sized-chart.tsx';

export interface LineChartProps extends ChartAmounts {
  series: readonly ChartSeries[];
  /** The x values that get a tick (all when left out). */
  xTicks?: readonly string[];
  /** Vertical markers, e.g. the lowest point of a forecast. */
  markers?: readonly { x: string; legend: string }[];
  /** Whether the y axis starts at 0 (amounts of a month) or follows the data (a balance). */
  fromZero?: boolean;
}

const MARGIN = { top: 16, right: 16, bottom: 36, left: 72 };
/** The markers' legend, as nivo's SVG markers wrote it. */
const MARKER_FONT = '12px sans-serif';
const MARKER_GAP = 6;
/** About how wide a character of an x label is (nivo's 11 px ticks), and the room kept between two labels. */
const CHAR_PX = 7;
const GAP_PX = 8;

/**
 * The x ticks whose labels fit a plot `plotWidth` wide: the candidates in order, each kept when it stands far
 * enough from the last one kept for their labels not to run into each other (a point scale spreads the xs
 * evenly). Every candidate when the width is not known yet.
 */
export function fittingTicks(
  xs: readonly string[],
  candidates: readonly string[],
  plotWidth: number,
): string[] {
  if (plotWidth <= 0 || xs.length < 2) return [...candidates];
  const step = plotWidth / (xs.length - 1);
  const position = new Map(xs.map((x, index) => [x, index * step]));
  const room = Math.max(0, ...candidates.map((tick) => tick.length)) * CHAR_PX + GAP_PX;
  const kept: string[] = [];
  let last = Number.NEGATIVE_INFINITY;
  for (const tick of candidates) {
    const at = position.get(tick);
    if (at === undefined || at - last < room) continue;
    kept.push(tick);
    last = at;
  }
  return kept;
}

type Markers = NonNullable<LineChartProps['markers']>;

/**
 * Draws each marker as a dashed vertical line with its legend beside it (on its left when the right has no
 * room): nivo's canvas line has no markers of its own.
 */
function markersLayer(markers: Markers, color: string): LineCustomCanvasLayer<LineSeries> {
  return (context, { xScale, innerWidth, innerHeight }) => {
    for (const marker of markers) {
      const x = (xScale as (value: string) => number)(marker.x);
      context.save();
      context.strokeStyle = color;
      context.lineWidth = 2;
      context.setLineDash([4, 4]);
      context.beginPath();
      context.moveTo(x, 0);
      context.lineTo(x, innerHeight);
      context.stroke();
      context.fillStyle = color;
      context.font = MARKER_FONT;
      context.textBaseline = 'top';
      const room = innerWidth - x - MARKER_GAP;
      const onTheLeft = context.measureText(marker.legend).width > room;
      context.textAlign = onTheLeft ? 'right' : 'left';
      context.fillText(marker.legend, onTheLeft ? x - MARKER_GAP : x + MARKER_GAP, 0);
      context.restore();
    }
  };
}

/**
 * A line chart (nivo, drawn on a canvas: an SVG chart builds an animated element per point, tick and
 * grid line, which cost a cold dashboard some 250 ms), loaded only when a chart is shown. The x labels are
 * thinned to what the width holds, so that the twelve months never run into each other on a phone.
 */
export function LineChart({
  series,
  xTicks,
  markers,
  fromZero = true,
  formatValue,
  amountsHidden,
}: LineChartProps) {
  const names = new Map(series.map((line) => [line.id, line.name]));
  const xs = series[0]?.points.map((point) => point.x) ?? [];
  const [markerColor = '', ...colors] = useCanvasColors([
    'var(--bc-danger)',
    ...series.map((line) => line.color),
  ]);
  const theme = useCanvasTheme();
  return (
    <SizedChart
      chart={(size) => (
        <LineCanvas
          {...size}
          data={series.map((line) => ({ id: line.id, data: line.points }))}
          colors={colors}
          theme={theme}
          margin={MARGIN}
          xScale={{ type: 'point' }}
          yScale={{ type: 'linear', min: fromZero ? 0 : 'auto', max: 'auto' }}
          axisBottom={{
            tickSize: 4,
            tickValues: fittingTicks(xs, xTicks ?? xs, size.width - MARGIN.left - MARGIN.right),
          }}
          axisLeft={{
            tickSize: 4,
            tickValues: 5,
            format: (value) => (amountsHidden ? '' : formatValue(Number(value))),
          }}
          pointSize={6}
          layers={['grid', 'axes', 'lines', 'points', 'mesh', markersLayer(markers ?? [], markerColor)]}
          isInteractive={!amountsHidden}
          tooltip={({ point }) => (
            <ChartTooltip
              color={point.seriesColor}
              name={`${names.get(String(point.seriesId)) ?? point.seriesId} · ${point.data.x}`}
              value={formatValue(Number(point.data.y))}
            />
          )}
        />
      )}
    />
  );
}
