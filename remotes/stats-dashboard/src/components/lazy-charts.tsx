import { deferredComponent, moduleLoader } from '@bc/ui';
import type { ReactNode } from 'react';

// The chart library (nivo, with d3) is loaded only when a chart has data to draw, so the area's first
// chunk stays small. The line is the exception: the dashboard always draws one (the balance forecast,
// whatever the data), so its chunks are preloaded with the area's and arrive while the data loads.
const lineChart = moduleLoader(() => import(/* webpackPreload: true */ './charts/line-chart.tsx'));
const barChart = moduleLoader(() => import('./charts/bar-chart.tsx'));
const pieChart = moduleLoader(() => import('./charts/pie-chart.tsx'));
export const LazyLineChart = deferredComponent(lineChart, (module) => module.LineChart);
export const LazyBarChart = deferredComponent(barChart, (module) => module.BarChart);
export const LazyPieChart = deferredComponent(pieChart, (module) => module.PieChart);

/** Starts loading a chart's code (once its data is known to have something to draw). */
export const loadChart = { bar: barChart, pie: pieChart } as const;

export interface ChartFigureProps {
  /** The accessible name of the chart (its title). */
  label: string;
  height?: number;
  children: ReactNode;
}

/**
 * Where a chart is drawn: one image with an accessible name (its data is in the table beside it), blurred in
 * hide-amounts mode like every amount.
 */
export function ChartFigure({ label, height = 280, children }: ChartFigureProps) {
  return (
    <div className="bc-amount" role="img" aria-label={label} style={{ height, width: '100%', minWidth: 0 }}>
      {children}
    </div>
  );
}
