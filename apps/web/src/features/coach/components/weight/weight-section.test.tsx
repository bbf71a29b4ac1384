import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WeightEntry } from '@vitalia/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../../../lib/api-client';
import {
  freezeToday,
  initCoachCopy,
  renderScreen,
  signInAs,
  stateFixture,
  weightsFixture,
} from '../../test-support';
import { CoachScreen } from '../coach-screen';

beforeAll(initCoachCopy);
beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The coach's state and the weights logged so far. */
function serve(weights: WeightEntry[] = []) {
  return vi.spyOn(api, 'get').mockImplementation(async (url: string) => ({
    data: url === '/coach/weights' ? weights : stateFixture(),
  }));
}

/** Read as a person does: no-break spaces as spaces. */
const spaced = (text: string | null | undefined) => text?.replace(/\s+/g, ' ');

async function openToday() {
  signInAs();
  renderScreen(<CoachScreen />);
  return screen.findByRole('region', { name: 'Your weight' });
}

describe('the member’s weight', () => {
  it('logs a day’s weight as {date, weightKg}, shows the answer and reads the targets again', async () => {
    const get = serve();
    const put = vi.spyOn(api, 'put').mockResolvedValue({
      data: [...weightsFixture(), { date: '2026-03-11', weightKg: 79.4, energyKcal: 2740 }],
    });
    const section = await openToday();
    expect(await within(section).findByText('No weight logged yet')).toBeTruthy();

    const day = within(section).getByLabelText('Day');
    expect(day).toHaveProperty('value', '2026-03-11');
    const weight = within(section).getByLabelText('Weight');
    expect(weight.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(section).getByText('20 to 400 kg, one decimal at most (e.g. 72.5)')).toBeTruthy();
    // A decimal comma is read as the number it means.
    await userEvent.type(weight, '79,4');
    await userEvent.click(within(section).getByRole('button', { name: 'Log my weight' }));

    expect(put).toHaveBeenCalledWith('/coach/weights', { date: '2026-03-11', weightKg: 79.4 });
    expect(
      await within(section).findByText(
        'Logged: 79.4 kg for 11 March 2026. Your targets follow your latest weight.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Latest: 79.4 kg on 11 March 2026')).toBeTruthy();
    // The weights are the answer; the targets changed with them and are read again.
    expect(get.mock.calls.filter(([url]) => url === '/coach/weights')).toHaveLength(1);
    expect(get.mock.calls.filter(([url]) => url === '/coach')).toHaveLength(2);
  });

  it('says on the field when a weight is refused (6023), from the form and from the API', async () => {
    serve();
    const put = vi
      .spyOn(api, 'put')
      .mockRejectedValue(new ApiError('4000', 400, [{ field: 'weightKg', code: 6023 }]));
    const section = await openToday();
    const weight = within(section).getByLabelText('Weight');

    await userEvent.type(weight, '72.55');
    await userEvent.click(within(section).getByRole('button', { name: 'Log my weight' }));
    expect(weight.getAttribute('aria-invalid')).toBe('true');
    const message = () => document.getElementById(weight.getAttribute('aria-describedby')!)?.textContent;
    expect(message()).toContain('Please provide valid information');
    expect(put).not.toHaveBeenCalled();

    await userEvent.clear(weight);
    await userEvent.type(weight, '72.5');
    await userEvent.click(within(section).getByRole('button', { name: 'Log my weight' }));
    expect(put).toHaveBeenCalledWith('/coach/weights', { date: '2026-03-11', weightKg: 72.5 });
    await vi.waitFor(() => expect(weight.getAttribute('aria-invalid')).toBe('true'));
    expect(message()).toContain('Please provide valid information');
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it('says a day out of range on the date (7807)', async () => {
    serve();
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('7807', 422));
    const section = await openToday();
    await userEvent.type(within(section).getByLabelText('Weight'), '80');
    await userEvent.click(within(section).getByRole('button', { name: 'Log my weight' }));
    expect(
      await within(section).findByText('You can log a weight for today or a day of the past year.'),
    ).toBeTruthy();
    expect(within(section).getByLabelText('Day').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains that a weight needs consent to health data when the API says so (7800)', async () => {
    serve();
    vi.spyOn(api, 'put').mockRejectedValue(new ApiError('7800', 409));
    const section = await openToday();
    await userEvent.type(within(section).getByLabelText('Weight'), '80');
    await userEvent.click(within(section).getByRole('button', { name: 'Log my weight' }));
    expect(await within(section).findByText('Your weight is health data')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Add your health data' }).getAttribute('href')).toBe(
      '/app/profile#health',
    );
  });

  it('charts the weights and the energy targets on two labelled scales, every value also in a hidden table', async () => {
    serve(weightsFixture());
    const section = await openToday();

    const chart = await within(section).findByRole('img', { name: 'Weight and energy target' });
    expect(spaced(document.getElementById(chart.getAttribute('aria-describedby')!)?.textContent)).toBe(
      'From 25 February 2026 to 9 March 2026, your weight went from 81.2 kg to 80 kg. ' +
        'Your energy target went from 2,780 kcal to 2,750 kcal.',
    );
    // A panel each, its own scale in its own unit under its own label: kilograms are never drawn against kilocalories.
    expect(chart.querySelectorAll('svg')).toHaveLength(2);
    expect(within(chart).getByText('Weight (kg)')).toBeTruthy();
    expect(within(chart).getByText('Energy target (kcal a day)')).toBeTruthy();
    const marks = [...chart.querySelectorAll('span.absolute')].map((mark) => spaced(mark.textContent));
    expect(marks).toEqual(['81.2 kg', '80 kg', '2,780 kcal', '2,750 kcal']);

    const table = within(section).getByRole('table', { name: 'Weight and energy target' });
    expect(table.parentElement!.className).toContain('sr-only');
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => spaced(cell.textContent)))).toEqual([
      ['Day', 'Weight (kg)', 'Energy target (kcal a day)'],
      ['25 February 2026', '81.2 kg', 'None'],
      ['2 March 2026', '80.6 kg', '2,780 kcal'],
      ['9 March 2026', '80 kg', '2,750 kcal'],
    ]);
    expect(within(section).getByText('Latest: 80 kg on 9 March 2026')).toBeTruthy();
  });
});
