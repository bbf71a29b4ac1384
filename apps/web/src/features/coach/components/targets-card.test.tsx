import { render, screen } from '@testing-library/react';
import type { EnergyTargets } from '@vitalia/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { initCoachCopy, targetsFixture } from '../test-support';
import { TargetsCard } from './targets-card';

beforeAll(initCoachCopy);

const renderCard = (targets: EnergyTargets) => render(<TargetsCard targets={targets} />);
/** Read as a person does: no-break spaces as spaces, and the invisible direction marks (isolates) not at all. */
const line = (text: string) =>
  screen.getByText(
    (_, element) =>
      element?.tagName === 'P' &&
      element.textContent?.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ') === text,
  );

describe('the day’s targets', () => {
  it('shows the energy, the macros and what they rest on, and why: a surplus to gain', () => {
    renderCard(targetsFixture());
    expect(screen.getByText('2,750')).toBeTruthy();
    expect(line('+300 kcal · Goal: gain weight · Sessions a week: 4')).toBeTruthy();
    // The signed number keeps its sign in front in a right-to-left line: it is isolated left to right.
    expect(line('+300 kcal · Goal: gain weight · Sessions a week: 4').textContent).toContain(
      '\u2066+300\u2069',
    );
    expect(screen.getByText('144 g')).toBeTruthy();
    expect(screen.getByText('337 g')).toBeTruthy();
    expect(screen.getByText('92 g')).toBeTruthy();
    // Shares of the energy: 576 + 1348 + 828 kcal.
    expect(screen.getByText('21% of the energy')).toBeTruthy();
    expect(screen.getByText('49% of the energy')).toBeTruthy();
    expect(screen.getByText('30% of the energy')).toBeTruthy();
    expect(screen.getByText('1,780 kcal')).toBeTruthy();
    expect(screen.getByText('2,450 kcal')).toBeTruthy();
    expect(
      screen.getByText('Your week of meals is built from these targets, and they follow your latest weight.'),
    ).toBeTruthy();
    expect(screen.queryByText(/safe minimum/)).toBeNull();
    expect(screen.queryByText('Eat well and train')).toBeNull();
  });

  it('says why for a deficit to lose', () => {
    renderCard(
      targetsFixture(
        { energyKcal: 2000, maintenanceKcal: 2450 },
        { goal: 'lose', appliedGoal: 'lose', adjustmentKcal: -450, sessionsPerWeek: 3 },
      ),
    );
    expect(line('-450 kcal · Goal: lose weight · Sessions a week: 3')).toBeTruthy();
  });

  it('says the energy was raised to the safe minimum', () => {
    renderCard(
      targetsFixture(
        { energyKcal: 1200, maintenanceKcal: 1390, floorKcal: 1200 },
        { goal: 'lose', appliedGoal: 'lose', adjustmentKcal: -190, sessionsPerWeek: 0, isAtFloor: true },
      ),
    );
    expect(line('-190 kcal · Goal: lose weight · Sessions a week: 0')).toBeTruthy();
    expect(
      line('Raised to a safe minimum of 1,200 kcal: the coach never plans a day below it.'),
    ).toBeTruthy();
  });

  it('gives a minor who asked to lose weight no deficit, and says so kindly', () => {
    renderCard(
      targetsFixture(
        { energyKcal: 2450, maintenanceKcal: 2450 },
        { goal: 'lose', appliedGoal: 'keep', adjustmentKcal: 0, sessionsPerWeek: 2, isMinor: true },
      ),
    );
    expect(line('Maintenance · Goal: keep weight · Sessions a week: 2')).toBeTruthy();
    expect(screen.getByText('Eat well and train')).toBeTruthy();
    expect(screen.getByText(/^Under 18 your body is still growing/)).toBeTruthy();
    expect(screen.getByText(/^You asked to lose weight/)).toBeTruthy();
  });

  it('spares a minor who did not ask to lose weight the part about it', () => {
    renderCard(
      targetsFixture(
        {},
        { goal: 'performance', appliedGoal: 'performance', adjustmentKcal: 120, isMinor: true },
      ),
    );
    expect(line('+120 kcal · Goal: performance · Sessions a week: 4')).toBeTruthy();
    expect(screen.getByText('Eat well and train')).toBeTruthy();
    expect(screen.queryByText(/^You asked to lose weight/)).toBeNull();
  });
});
