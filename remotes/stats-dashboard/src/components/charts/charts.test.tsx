// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart.tsx';
import { fittingTicks, LineChart } from './line-chart.tsx';
import { PieChart } from './pie-chart.tsx';

// jsdom lays nothing out: the responsive charts measure their parent, so every element is given a size here.
const measure = HTMLElement.prototype.getBoundingClientRect;
beforeAll(() => {
  HTMLElement.prototype.getBoundingClientRect = () => new DOMRect(0, 0, 600, 300);
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = measure;
});

const amounts = { formatValue: (value: number) => `${value.toFixed(2)} €`, amountsHidden: false };
const items = [
  { id: 'groceries', name: 'Groceries', value: 75.5, color: '#e53935' },
  { id: 'rent', name: 'Rent', value: 800, color: '#1e88e5' },
];

describe('the charts (nivo)', () => {
  it('draws a line per series in its colour, with the marked point', async () => {
    const { container } = render(
      <div style={{ width: 600, height: 300 }}>
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
        />
      </div>,
    );
    await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
    const strokes = [...container.querySelectorAll('path')].map((path) => path.getAttribute('stroke'));
    expect(strokes).toContain('#16a34a');
    expect(strokes).toContain('#dc2626');
    expect(container.textContent).toContain('Lowest');
    expect(container.textContent).toContain('€20.00');
  });

  it('draws a bar and a slice per item in its colour, and no amounts on the axis when they are hidden', async () => {
    const bars = render(<BarChart {...amounts} items={items} amountsHidden />);
    await waitFor(() => expect(bars.container.querySelector('svg')).not.toBeNull());
    const fills = [...bars.container.querySelectorAll('rect[data-testid]')].map((rect) =>
      rect.getAttribute('fill'),
    );
    expect(fills).toEqual(['rgba(229, 57, 53, 1)', 'rgba(30, 136, 229, 1)']);
    expect(bars.container.textContent).not.toContain('€');
    bars.unmount();

    const pie = render(<PieChart {...amounts} items={items} />);
    await waitFor(() => expect(pie.container.querySelector('svg')).not.toBeNull());
    const slices = [...pie.container.querySelectorAll('path')].map((path) => path.getAttribute('fill'));
    expect(slices).toEqual(expect.arrayContaining(['#e53935', '#1e88e5']));
    expect(pie.container.textContent).not.toContain('€');
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
