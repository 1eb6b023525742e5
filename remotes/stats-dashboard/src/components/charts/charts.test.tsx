// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { fittingTicks, LineChart } from './line-chart.tsx';
import { PieChart } from './pie-chart.tsx';

// jsdom lays nothing out and draws nothing. The boundaries named here: every element is given a size, and a
// canvas a 2D context that records what the chart draws (the colours it strokes and fills with, the text).
interface Drawn {
  strokes: string[];
  fills: string[];
  texts: string[];
}
let drawn: Drawn = { strokes: [], fills: [], texts: [] };

function recordingContext(): CanvasRenderingContext2D {
  const context = {
    set strokeStyle(value: string) {
      drawn.strokes.push(value);
    },
    set fillStyle(value: string) {
      drawn.fills.push(value);
    },
    fillText: (text: string) => drawn.texts.push(text),
    measureText: (text: string) => ({ width: text.length * 6 }),
  };
  // Every other call (paths, transforms, dashes) draws nothing worth checking here.
  return new Proxy(context, {
    get: (target, name) => (name in target ? Reflect.get(target, name) : () => {}),
    set: (target, name, value) => (name in target ? Reflect.set(target, name, value) : true),
  }) as unknown as CanvasRenderingContext2D;
}

const measure = HTMLElement.prototype.getBoundingClientRect;
const getContext = HTMLCanvasElement.prototype.getContext;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 600, 300);
  HTMLCanvasElement.prototype.getContext = recordingContext as unknown as typeof getContext;
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = measure;
  HTMLCanvasElement.prototype.getContext = getContext;
});
beforeEach(() => {
  drawn = { strokes: [], fills: [], texts: [] };
});

const amounts = { formatValue: (value: number) => `${value.toFixed(2)} €`, amountsHidden: false };
const items = [
  { id: 'groceries', name: 'Groceries', value: 75.5, color: '#e53935' },
  { id: 'rent', name: 'Rent', value: 800, color: '#1e88e5' },
];

describe('the charts (nivo, on a canvas)', () => {
  it('draws a line per series in its colour, with the marked point', async () => {
    const { container } = render(
      <LineChart
        {...amounts}
        series={[
          {
            id: 'incoming',
            name: 'Incoming',
            color: '#16a34a',
            points: [
              { x: 'Jan', y: 10 },
              { x: 'Feb', y: 20 },
            ],
          },
          {
            id: 'expenses',
            name: 'Expenses',
            color: '#dc2626',
            points: [
              { x: 'Jan', y: 5 },
              { x: 'Feb', y: 0 },
            ],
          },
        ]}
        markers={[{ x: 'Feb', legend: 'Lowest' }]}
      />,
    );
    await waitFor(() => expect(container.querySelector('canvas')).not.toBeNull());
    await waitFor(() => expect(drawn.texts).toContain('Lowest'));
    // The colours as the browser computed them from the app's (here plain) colours.
    expect(drawn.strokes).toContain('rgb(22, 163, 74)');
    expect(drawn.strokes).toContain('rgb(220, 38, 38)');
    expect(drawn.texts).toContain('20.00 €');
    expect(drawn.texts).toContain('Feb');
  });

  it('draws a bar and a slice per item in its colour, and no amounts on the axis when they are hidden', async () => {
    const bars = render(<BarChart {...amounts} items={items} amountsHidden />);
    await waitFor(() => expect(drawn.fills).toContain('rgb(229, 57, 53)'));
    expect(drawn.fills).toContain('rgb(30, 136, 229)');
    expect(drawn.texts.join(' ')).not.toContain('€');
    bars.unmount();

    drawn = { strokes: [], fills: [], texts: [] };
    const pie = render(<PieChart {...amounts} items={items} />);
    await waitFor(() => expect(pie.container.querySelector('canvas')).not.toBeNull());
    await waitFor(() =>
      expect(drawn.fills).toEqual(expect.arrayContaining(['rgb(229, 57, 53)', 'rgb(30, 136, 229)'])),
    );
  });

  it('keeps only the x labels the width holds, evenly, so that months never run into each other', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    // A desktop's plot: every month.
    expect(fittingTicks(months, months, 900)).toEqual(months);
    // A phone's (about 240 px): every other month.
    expect(fittingTicks(months, months, 240)).toEqual(['Jan', 'Mar', 'May', 'Jul', 'Sep', 'Nov']);
    // Not measured yet: every candidate.
    expect(fittingTicks(months, months, 0)).toEqual(months);
    // Chosen ticks (the forecast's weeks) are thinned by where they stand among all the points.
    const days = Array.from({ length: 91 }, (_, index) => `D ${String(index).padStart(2, '0')}`);
    const weeks = days.filter((_, index) => index % 15 === 0);
    expect(fittingTicks(days, weeks, 900)).toEqual(weeks);
    expect(fittingTicks(days, weeks, 210)).toEqual(['D 00', 'D 30', 'D 60', 'D 90']);
  });
});
