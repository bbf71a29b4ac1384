import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n } from '../../test/i18n';
import { barPercent, ColumnChart, StackedBarChart } from './bar-chart';

beforeAll(async () => {
  await initTestI18n();
  // A language counts as resolved only once it has some words.
  i18next.addResourceBundle('fr', 'common', { loading: 'Chargement' });
});
afterEach(() => act(() => void i18next.changeLanguage('en')));

const series = [
  { key: 'available', label: 'Available', className: 'bg-brand-600' },
  { key: 'used', label: 'Used', className: 'bg-accent-400' },
];

describe('bar chart', () => {
  it('measures a value against the largest, safely', () => {
    expect(barPercent(25, 100)).toBe('25%');
    expect(barPercent(0, 100)).toBe('0%');
    expect(barPercent(5, 0)).toBe('0%');
    expect(barPercent(150, 100)).toBe('100%');
  });

  it('stacks the series of each row on the scale of the longest row, by width only', () => {
    render(
      <StackedBarChart
        label="Stock"
        series={series}
        rows={[
          { key: 'a', label: 'A', values: { available: 30, used: 10 } },
          { key: 'b', label: 'B', values: { available: 20 } },
        ]}
      />,
    );
    const [a, b] = within(screen.getByRole('list', { name: 'Stock' })).getAllByRole('listitem');
    const segments = (row: HTMLElement) => [...row.querySelectorAll<HTMLElement>('[data-series]')];
    expect(segments(a!).map((segment) => segment.style.width)).toEqual(['75%', '25%']);
    expect(segments(b!).map((segment) => segment.style.width)).toEqual(['50%', '0%']);
    // Nothing is placed by left or right: the flex row's inline start decides, so Arabic reads from the right.
    for (const segment of segments(a!)) {
      expect(segment.style.left).toBe('');
      expect(segment.style.right).toBe('');
    }
    expect(b!.textContent).toContain('Used0');
  });

  it('keeps the columns in the order given (oldest first) and writes each in full', () => {
    render(
      <div dir="rtl">
        <ColumnChart
          label="Claims"
          points={[
            { key: '2026-01', label: 'January 2026', shortLabel: '1', value: 4 },
            { key: '2026-02', label: 'February 2026', shortLabel: '2', value: 8 },
          ]}
        />
      </div>,
    );
    const columns = within(screen.getByRole('list', { name: 'Claims' })).getAllByRole('listitem');
    expect(columns.map((column) => column.getAttribute('title'))).toEqual(['January 2026', 'February 2026']);
    expect(columns[0]!.textContent).toContain('January 2026: 4');
    expect(
      columns.map((column) =>
        column.querySelector<HTMLElement>('[data-testid="column-bar"]')?.style.getPropertyValue('--share'),
      ),
    ).toEqual(['50%', '100%']);
  });

  it('writes numbers in the active language', async () => {
    await act(() => i18next.changeLanguage('fr'));
    render(
      <StackedBarChart
        label="Stock"
        series={series}
        rows={[{ key: 'a', label: 'A', values: { available: 12345, used: 6 } }]}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toContain(
      `Available${new Intl.NumberFormat('fr-FR').format(12345)}`,
    );
  });
});
