import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coachMember } from './coach-arbitraries';
import { ageOn, energyTargetsOf, type EnergyInput } from './energy-targets';

const runs = { numRuns: 5000 };

describe('the coach’s energy and macros (issue 16)', () => {
  it('matches a worked example: a 30-year-old woman, 165 cm, 60 kg, moderately active, 3 sessions, keeping', () => {
    const targets = energyTargetsOf({
      ageYears: 30,
      gender: 'female',
      heightCm: 165,
      weightKg: 60,
      activity: 'moderate',
      goal: 'keep',
      sessionsPerWeek: 3,
    });
    // 10 × 60 + 6.25 × 165 − 5 × 30 − 161 = 1320.25; × 1.55 = 2046.4; + 3 × 5 × 60 / 7 = 128.6.
    expect(targets).toMatchObject({
      restingKcal: 1320,
      maintenanceKcal: 2175,
      energyKcal: 2175,
      proteinG: 96,
    });
    expect(targets.fatG).toBe(Math.round((2175 * 0.3) / 9));
  });

  it('never goes under the floor, and the macros add up to the energy', () => {
    fc.assert(
      fc.property(coachMember(), (input: EnergyInput) => {
        const targets = energyTargetsOf(input);
        expect(targets.energyKcal).toBeGreaterThanOrEqual(targets.floorKcal);
        expect(targets.floorKcal).toBeGreaterThanOrEqual(1200);
        const fromMacros = targets.proteinG * 4 + targets.carbsG * 4 + targets.fatG * 9;
        expect(targets.proteinG * 4).toBeLessThanOrEqual(targets.energyKcal * 0.35 + 2);
        expect(Math.abs(fromMacros - targets.energyKcal)).toBeLessThanOrEqual(8);
        expect(targets.carbsG).toBeGreaterThan(0);
        expect(targets.reason.adjustmentKcal).toBe(targets.energyKcal - targets.maintenanceKcal);
      }),
      runs,
    );
  });

  it('gives no member aged 13–17 a deficit, whatever they ask', () => {
    fc.assert(
      fc.property(coachMember({ min: 13, max: 17 }), (input: EnergyInput) => {
        const targets = energyTargetsOf(input);
        expect(targets.energyKcal).toBeGreaterThanOrEqual(targets.maintenanceKcal);
        expect(targets.reason.isMinor).toBe(true);
        if (input.goal === 'lose') expect(targets.reason.appliedGoal).toBe('keep');
      }),
      runs,
    );
  });

  it('keeps each adult goal within its bounds, unless the floor lifts it: at most −500 kcal, at most +400', () => {
    fc.assert(
      fc.property(coachMember({ min: 18, max: 90 }), (input: EnergyInput) => {
        const { reason } = energyTargetsOf(input);
        if (reason.isAtFloor) return;
        if (input.goal === 'lose') expect(reason.adjustmentKcal).toBeGreaterThanOrEqual(-500);
        if (input.goal === 'lose') expect(reason.adjustmentKcal).toBeLessThanOrEqual(0);
        if (input.goal === 'keep') expect(reason.adjustmentKcal).toBeGreaterThanOrEqual(0);
        if (input.goal === 'gain' || input.goal === 'performance') {
          expect(reason.adjustmentKcal).toBeGreaterThanOrEqual(100);
          expect(reason.adjustmentKcal).toBeLessThanOrEqual(400);
        }
      }),
      runs,
    );
  });

  it('counts age in whole years from the birth date', () => {
    const day = new Date('2026-11-24T10:00:00Z');
    expect(ageOn('2009-11-24', day)).toBe(17);
    expect(ageOn('2008-11-24', day)).toBe(18);
    expect(ageOn('2008-11-25', day)).toBe(17);
    expect(ageOn('2008-12-01', day)).toBe(17);
  });
});
