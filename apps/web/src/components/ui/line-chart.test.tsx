import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heightShare, LineChart, timeShare, type LineSeries } from './line-chart';

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const series: LineSeries[] = [
  { key: 'weight', label: 'Weight', className: 'text-brand-600', format: (value) => `${value} kg` },
  { key: 'energy', label: 'Energy', className: 'text-accent-600', isDashed: true, format: String },
];
const points = [
  {
    key: 'a',
    time: day('2026-03-01'),
    label: '1 March',
    shortLabel: '1 Mar',
    values: { weight: 80, energy: null },
  },
  {
    key: 'b',
    time: day('2026-03-02'),
    label: '2 March',
    shortLabel: '2 Mar',
    values: { weight: 81, energy: 2700 },
  },
  {
    key: 'c',
    time: day('2026-03-05'),
    label: '5 March',
    shortLabel: '5 Mar',
    values: { weight: 79, energy: 2600 },
  },
];

describe('line chart', () => {
  it('places values on their own scale and moments by time, safely', () => {
    expect(heightShare(79, 79, 81)).toBeCloseTo(0.1);
    expect(heightShare(81, 79, 81)).toBeCloseTo(0.9);
    expect(heightShare(80, 80, 80)).toBe(0.5);
    expect(timeShare(day('2026-03-02'), day('2026-03-01'), day('2026-03-05'))).toBeCloseTo(0.25);
    expect(timeShare(5, 5, 5)).toBe(0.5);
  });

  it('draws the data in its order, spaced by time, broken where a value is missing, mirrored by CSS in RTL', () => {
    const { container } = render(
      <div dir="rtl">
        <LineChart
          title="Weight"
          description="Going down"
          series={series}
          points={points}
          timeHeader="Day"
          missingValue="None"
        />
      </div>,
    );
    const chart = screen.getByRole('img', { name: 'Weight' });
    // The drawing holds no text: flipping it is all RTL needs (time then runs from the right).
    const drawing = chart.querySelector('svg')!;
    expect(drawing.getAttribute('class')).toContain('rtl:-scale-x-100');
    expect(drawing.querySelector('text')).toBeNull();
    const line = (key: string) =>
      container.querySelector(`[data-series="${key}"] path`)?.getAttribute('d') ?? '';
    expect(line('weight')).toBe('M0.00 50.00 L25.00 10.00 L100.00 90.00');
    // Energy starts at the second point, the first having none.
    expect(line('energy')).toBe('M25.00 10.00 L100.00 90.00');
    expect(screen.getByRole('table', { name: 'Weight' }).textContent).toContain('1 March80 kgNone');
  });

  it('stacks a panel per series, each labelled with its own scale, as one image with one table', () => {
    const { container } = render(
      <LineChart
        layout="stacked"
        title="Weight and energy"
        description="Both going down"
        series={series}
        points={points}
        timeHeader="Day"
        missingValue="None"
      />,
    );
    const chart = screen.getByRole('img', { name: 'Weight and energy' });
    const drawings = [...chart.querySelectorAll('svg')];
    expect(drawings).toHaveLength(2);
    expect(
      drawings.map((drawing) => drawing.querySelector('[data-series]')?.getAttribute('data-series')),
    ).toEqual(['weight', 'energy']);
    // Each panel names its quantity and writes its own highest and lowest values, in its unit.
    expect(chart.textContent).toContain('Weight');
    expect(chart.textContent).toContain('81 kg');
    expect(chart.textContent).toContain('2700');
    expect(container.querySelectorAll('ul')).toHaveLength(0);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });
});
