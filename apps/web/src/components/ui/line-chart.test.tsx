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
    expect(chart.getAttribute('class')).toContain('rtl:-scale-x-100');
    expect(chart.querySelector('text')).toBeNull();
    const line = (key: string) =>
      container.querySelector(`[data-series="${key}"] path`)?.getAttribute('d') ?? '';
    expect(line('weight')).toBe('M0.00 50.00 L25.00 10.00 L100.00 90.00');
    // Energy starts at the second point, the first having none.
    expect(line('energy')).toBe('M25.00 10.00 L100.00 90.00');
    expect(screen.getByRole('table', { name: 'Weight' }).textContent).toContain('1 March80 kgNone');
  });
});
