/** One slice or bar of a chart: a name people read, its amount (positive) and its colour. */
export interface ChartItem {
  id: string;
  name: string;
  value: number;
  color: string;
  /** The icon of its category (sub-categories' items), for the lists beside a chart. */
  icon?: string | undefined;
}

/** One line of a line chart: its points in order, x as the axis shows it. */
export interface ChartSeries {
  id: string;
  name: string;
  color: string;
  points: { x: string; y: number }[];
}

/** What every chart needs besides its data: how amounts read, and whether they are hidden. */
export interface ChartAmounts {
  formatValue: (value: number) => string;
  /** Hide-amounts mode: no tooltips, no amounts on the axes. */
  amountsHidden: boolean;
}
