import { periodEndAfter, renewalGraceDays, type ErrorCode } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import {
  graceEndOf,
  hasChargesToCome,
  isActiveAt,
  isExpiryDue,
  isRenewalDue,
  nextState,
  prorationCents,
  switchTiming,
  type LifecycleEvent,
  type LifecycleState,
  type PlanRef,
} from './subscription-lifecycle';

const free: PlanRef = { id: 'free', tier: 'free', interval: 'monthly', priceCents: 0 };
const monthly: PlanRef = { id: 'premium-monthly', tier: 'premium', interval: 'monthly', priceCents: 999 };
const yearly: PlanRef = { id: 'premium-yearly', tier: 'premium', interval: 'yearly', priceCents: 9588 };
const otherMonthly: PlanRef = {
  id: 'family-monthly',
  tier: 'premium',
  interval: 'monthly',
  priceCents: 1499,
};
const otherYearly: PlanRef = { id: 'family-yearly', tier: 'premium', interval: 'yearly', priceCents: 14388 };

const at = (iso: string) => new Date(iso);
const dayMs = 24 * 60 * 60 * 1000;
const graceMs = renewalGraceDays * dayMs;

function state(overrides: Partial<LifecycleState> & Pick<LifecycleState, 'status' | 'plan'>): LifecycleState {
  return {
    currentPeriodStart: null,
    currentPeriodEnd: null,
    scheduledPlan: null,
    pastDueSince: null,
    ...overrides,
  };
}

/** The code of the AppError an event is refused with, or 'applied' when it goes through. */
function outcomeOf(current: LifecycleState | null, event: LifecycleEvent): ErrorCode | 'applied' {
  try {
    nextState(current, event);
    return 'applied';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

// One reference point in April 2026, and the states a member can be in around it.
const mid = at('2026-04-16T00:00:00Z');
const freeActive = state({ status: 'active', plan: free, currentPeriodStart: at('2026-01-01T00:00:00Z') });
const monthlyActive = state({
  status: 'active',
  plan: monthly,
  currentPeriodStart: at('2026-04-01T00:00:00Z'),
  currentPeriodEnd: at('2026-05-01T00:00:00Z'),
});
const yearlyActive = state({
  status: 'active',
  plan: yearly,
  currentPeriodStart: at('2026-01-15T00:00:00Z'),
  currentPeriodEnd: at('2027-01-15T00:00:00Z'),
});
const monthlyCancelled = { ...monthlyActive, status: 'cancelled' } satisfies LifecycleState;
const monthlyPastDue = state({
  status: 'past_due',
  plan: monthly,
  currentPeriodStart: at('2026-03-01T00:00:00Z'),
  currentPeriodEnd: at('2026-04-01T00:00:00Z'),
  pastDueSince: at('2026-04-12T00:00:00Z'),
});
const monthlyExpired = state({
  status: 'expired',
  plan: monthly,
  currentPeriodStart: at('2026-02-01T00:00:00Z'),
  currentPeriodEnd: at('2026-03-01T00:00:00Z'),
});

describe('periodEndAfter: one calendar interval later, in UTC', () => {
  it.each([
    { start: '2026-01-15T10:20:30.000Z', interval: 'monthly', end: '2026-02-15T10:20:30.000Z' },
    { start: '2026-12-15T00:00:00.000Z', interval: 'monthly', end: '2027-01-15T00:00:00.000Z' },
    { start: '2026-01-31T12:00:00.000Z', interval: 'monthly', end: '2026-02-28T12:00:00.000Z' },
    { start: '2028-01-31T12:00:00.000Z', interval: 'monthly', end: '2028-02-29T12:00:00.000Z' },
    { start: '2026-03-31T08:00:00.000Z', interval: 'monthly', end: '2026-04-30T08:00:00.000Z' },
    { start: '2026-08-31T23:59:59.999Z', interval: 'monthly', end: '2026-09-30T23:59:59.999Z' },
    { start: '2026-02-28T00:00:00.000Z', interval: 'monthly', end: '2026-03-28T00:00:00.000Z' },
    { start: '2026-01-31T12:00:00.000Z', interval: 'yearly', end: '2027-01-31T12:00:00.000Z' },
    { start: '2028-02-29T09:00:00.000Z', interval: 'yearly', end: '2029-02-28T09:00:00.000Z' },
    { start: '2027-02-28T09:00:00.000Z', interval: 'yearly', end: '2028-02-28T09:00:00.000Z' },
  ] as const)('$start + $interval → $end', ({ start, interval, end }) => {
    expect(periodEndAfter(at(start), interval).toISOString()).toBe(end);
  });

  it('does not change the date it is given', () => {
    const start = at('2026-01-31T12:00:00Z');
    periodEndAfter(start, 'monthly');
    expect(start.toISOString()).toBe('2026-01-31T12:00:00.000Z');
  });
});

describe('graceEndOf', () => {
  it(`ends ${renewalGraceDays} days after the failed renewal, to the millisecond`, () => {
    const since = at('2026-03-30T13:45:10.250Z');
    expect(graceEndOf(since).getTime() - since.getTime()).toBe(graceMs);
    expect(graceEndOf(since).getTime()).toBe(Date.UTC(2026, 2, 30 + renewalGraceDays, 13, 45, 10, 250));
  });
});

describe('isActiveAt (D4 isActive)', () => {
  const graceEnd = new Date(monthlyPastDue.pastDueSince!.getTime() + graceMs);
  it.each([
    { name: 'Free, with no period end', subject: freeActive, now: '2099-01-01T00:00:00Z', expected: true },
    {
      name: 'active Premium inside its period',
      subject: monthlyActive,
      now: '2026-04-16T00:00:00Z',
      expected: true,
    },
    // Still active until the renewal job renews it or marks it past due.
    {
      name: 'active Premium past its period end',
      subject: monthlyActive,
      now: '2026-05-02T00:00:00Z',
      expected: true,
    },
    {
      name: 'cancelled, before the period end',
      subject: monthlyCancelled,
      now: '2026-04-30T23:59:59.999Z',
      expected: true,
    },
    {
      name: 'cancelled, at the period end',
      subject: monthlyCancelled,
      now: '2026-05-01T00:00:00.000Z',
      expected: false,
    },
    {
      name: 'cancelled, after the period end',
      subject: monthlyCancelled,
      now: '2026-06-01T00:00:00Z',
      expected: false,
    },
    {
      name: 'cancelled without a period end',
      subject: { ...monthlyCancelled, currentPeriodEnd: null },
      now: '2026-04-16T00:00:00Z',
      expected: false,
    },
    {
      name: 'past due, inside the grace',
      subject: monthlyPastDue,
      now: new Date(graceEnd.getTime() - 1).toISOString(),
      expected: true,
    },
    {
      name: 'past due, at the grace end',
      subject: monthlyPastDue,
      now: graceEnd.toISOString(),
      expected: false,
    },
    {
      name: 'past due without a date',
      subject: { ...monthlyPastDue, pastDueSince: null },
      now: '2026-04-12T00:00:00Z',
      expected: false,
    },
    { name: 'expired', subject: monthlyExpired, now: '2026-02-15T00:00:00Z', expected: false },
  ])('$name → $expected', ({ subject, now, expected }) => {
    expect(isActiveAt(subject, at(now))).toBe(expected);
  });
});

describe('isRenewalDue', () => {
  it.each([
    {
      name: 'active Premium before its period end',
      subject: monthlyActive,
      now: '2026-04-30T23:59:59.999Z',
      expected: false,
    },
    {
      name: 'active Premium at its period end',
      subject: monthlyActive,
      now: '2026-05-01T00:00:00Z',
      expected: true,
    },
    {
      name: 'active Premium after its period end',
      subject: monthlyActive,
      now: '2026-05-03T00:00:00Z',
      expected: true,
    },
    { name: 'Free, which never renews', subject: freeActive, now: '2099-01-01T00:00:00Z', expected: false },
    {
      name: 'Free even with a past period end',
      subject: { ...freeActive, currentPeriodEnd: at('2026-02-01T00:00:00Z') },
      now: '2026-04-16T00:00:00Z',
      expected: false,
    },
    {
      name: 'cancelled after its period end',
      subject: monthlyCancelled,
      now: '2026-05-03T00:00:00Z',
      expected: false,
    },
    { name: 'past due', subject: monthlyPastDue, now: '2026-04-13T00:00:00Z', expected: false },
    { name: 'expired', subject: monthlyExpired, now: '2026-04-16T00:00:00Z', expected: false },
  ])('$name → $expected', ({ subject, now, expected }) => {
    expect(isRenewalDue(subject, at(now))).toBe(expected);
  });
});

describe('isExpiryDue', () => {
  const graceEnd = new Date(monthlyPastDue.pastDueSince!.getTime() + graceMs);
  it.each([
    {
      name: 'cancelled before its period end',
      subject: monthlyCancelled,
      now: '2026-04-30T23:59:59.999Z',
      expected: false,
    },
    {
      name: 'cancelled at its period end',
      subject: monthlyCancelled,
      now: '2026-05-01T00:00:00Z',
      expected: true,
    },
    {
      name: 'past due inside the grace',
      subject: monthlyPastDue,
      now: new Date(graceEnd.getTime() - 1).toISOString(),
      expected: false,
    },
    {
      name: 'past due at the grace end',
      subject: monthlyPastDue,
      now: graceEnd.toISOString(),
      expected: true,
    },
    {
      name: 'active Premium past its period end',
      subject: monthlyActive,
      now: '2026-06-01T00:00:00Z',
      expected: false,
    },
    { name: 'Free', subject: freeActive, now: '2099-01-01T00:00:00Z', expected: false },
    { name: 'already expired', subject: monthlyExpired, now: '2026-04-16T00:00:00Z', expected: false },
  ])('$name → $expected', ({ subject, now, expected }) => {
    expect(isExpiryDue(subject, at(now))).toBe(expected);
  });
});

describe('switchTiming (D4)', () => {
  it.each([
    { from: monthly, to: yearly, expected: 'now' },
    { from: monthly, to: otherYearly, expected: 'now' },
    { from: yearly, to: monthly, expected: 'period_end' },
    { from: yearly, to: otherYearly, expected: 'period_end' },
    { from: monthly, to: otherMonthly, expected: 'period_end' },
  ])('$from.id → $to.id applies at $expected', ({ from, to, expected }) => {
    expect(switchTiming(from, to)).toBe(expected);
  });
});

describe('prorationCents: the new price less the unused share of the current period', () => {
  // monthlyActive: 999 cents for 1 April → 1 May 2026, 30 days.
  it.each([
    {
      name: 'half the month used',
      subject: monthlyActive,
      now: '2026-04-16T00:00:00Z',
      expected: 9588 - 500,
    },
    {
      name: 'a quarter of the month used',
      subject: monthlyActive,
      now: '2026-04-08T12:00:00Z',
      expected: 9588 - 749,
    },
    { name: 'nothing used yet', subject: monthlyActive, now: '2026-04-01T00:00:00Z', expected: 9588 - 999 },
    {
      name: 'a time before the period (credit capped at the full price)',
      subject: monthlyActive,
      now: '2026-03-01T00:00:00Z',
      expected: 9588 - 999,
    },
    { name: 'the period fully used', subject: monthlyActive, now: '2026-05-01T00:00:00Z', expected: 9588 },
    {
      name: 'a time after the period (no negative credit)',
      subject: monthlyActive,
      now: '2026-06-01T00:00:00Z',
      expected: 9588,
    },
    {
      name: 'half of a 31-day January',
      subject: {
        ...monthlyActive,
        currentPeriodStart: at('2026-01-01T00:00:00Z'),
        currentPeriodEnd: at('2026-02-01T00:00:00Z'),
      },
      now: '2026-01-16T12:00:00Z',
      expected: 9588 - 500,
    },
    { name: 'no period (Free)', subject: freeActive, now: '2026-04-16T00:00:00Z', expected: 9588 },
    {
      name: 'a period that ends where it starts',
      subject: { ...monthlyActive, currentPeriodEnd: monthlyActive.currentPeriodStart },
      now: '2026-04-01T00:00:00Z',
      expected: 9588,
    },
  ])('$name → $expected', ({ subject, now, expected }) => {
    expect(prorationCents(subject, yearly, at(now))).toBe(expected);
  });

  it('never goes below zero when the credit exceeds the new price', () => {
    expect(prorationCents(yearlyActive, monthly, at('2026-01-15T00:00:00Z'))).toBe(0);
  });
});

describe('nextState: the journey issue 4 names', () => {
  it('Free → Premium → renew → cancel → resume → cancel → expire → Premium again', () => {
    // Choose Free: active at once, with no period end and nothing ever due.
    const onFree = nextState(null, { type: 'choose_free', plan: free, at: at('2026-01-10T09:00:00Z') });
    expect(onFree).toEqual({
      status: 'active',
      plan: free,
      currentPeriodStart: at('2026-01-10T09:00:00Z'),
      currentPeriodEnd: null,
      scheduledPlan: null,
      pastDueSince: null,
    });
    expect(isActiveAt(onFree, at('2030-01-01T00:00:00Z'))).toBe(true);
    expect(isRenewalDue(onFree, at('2030-01-01T00:00:00Z'))).toBe(false);

    // Upgrade: the first payment starts a month, clamped to the end of February.
    const paid = nextState(onFree, { type: 'paid', plan: monthly, at: at('2026-01-31T12:00:00Z') });
    expect(paid).toEqual({
      status: 'active',
      plan: monthly,
      currentPeriodStart: at('2026-01-31T12:00:00Z'),
      currentPeriodEnd: at('2026-02-28T12:00:00Z'),
      scheduledPlan: null,
      pastDueSince: null,
    });
    expect(isRenewalDue(paid, at('2026-02-28T11:59:59.999Z'))).toBe(false);
    expect(isRenewalDue(paid, at('2026-02-28T12:00:00Z'))).toBe(true);

    // Renew: the job runs a little late, but the next period starts where the last one ended.
    const renewed = nextState(paid, { type: 'renewed', at: at('2026-02-28T12:05:00Z') });
    expect(renewed).toEqual({
      status: 'active',
      plan: monthly,
      currentPeriodStart: at('2026-02-28T12:00:00Z'),
      currentPeriodEnd: at('2026-03-28T12:00:00Z'),
      scheduledPlan: null,
      pastDueSince: null,
    });

    // Cancel: nothing changes but the status; access lasts until the period end, not one millisecond more.
    const cancelled = nextState(renewed, { type: 'cancel', at: at('2026-03-10T08:00:00Z') });
    expect(cancelled).toEqual({ ...renewed, status: 'cancelled' });
    expect(isActiveAt(cancelled, at('2026-03-28T11:59:59.999Z'))).toBe(true);
    expect(isActiveAt(cancelled, at('2026-03-28T12:00:00Z'))).toBe(false);
    expect(isRenewalDue(cancelled, at('2026-03-28T12:00:00Z'))).toBe(false);

    // Resume before the end: back to active on the same period.
    const resumed = nextState(cancelled, { type: 'resume', at: at('2026-03-20T08:00:00Z') });
    expect(resumed).toEqual(renewed);

    // Cancel again, and let it run out.
    const cancelledAgain = nextState(resumed, { type: 'cancel', at: at('2026-03-25T08:00:00Z') });
    expect(isExpiryDue(cancelledAgain, at('2026-03-28T11:59:59.999Z'))).toBe(false);
    expect(isExpiryDue(cancelledAgain, at('2026-03-28T12:00:00Z'))).toBe(true);
    expect(outcomeOf(cancelledAgain, { type: 'resume', at: at('2026-03-28T12:00:00Z') })).toBe(7403);
    const expired = nextState(cancelledAgain, { type: 'expire', at: at('2026-03-28T12:00:00Z') });
    expect(expired).toEqual({ ...renewed, status: 'expired' });
    expect(isActiveAt(expired, at('2026-03-28T12:00:00Z'))).toBe(false);

    // After a lapse, paying again starts a fresh period from the payment.
    const again = nextState(expired, { type: 'paid', plan: yearly, at: at('2026-04-02T10:00:00Z') });
    expect(again).toEqual({
      status: 'active',
      plan: yearly,
      currentPeriodStart: at('2026-04-02T10:00:00Z'),
      currentPeriodEnd: at('2027-04-02T10:00:00Z'),
      scheduledPlan: null,
      pastDueSince: null,
    });
  });

  it('renews a yearly plan by exactly one year, and chains month-end renewals from each period end', () => {
    const yearStart = nextState(null, { type: 'paid', plan: yearly, at: at('2028-02-29T09:00:00Z') });
    expect(yearStart.currentPeriodEnd).toEqual(at('2029-02-28T09:00:00Z'));
    const nextYear = nextState(yearStart, { type: 'renewed', at: at('2029-02-28T09:00:00Z') });
    expect(nextYear.currentPeriodStart).toEqual(at('2029-02-28T09:00:00Z'));
    expect(nextYear.currentPeriodEnd).toEqual(at('2030-02-28T09:00:00Z'));

    // The next period starts at the last period end, so once February has clamped the 31st it stays on the 28th.
    let current = nextState(null, { type: 'paid', plan: monthly, at: at('2026-01-31T00:00:00Z') });
    const ends: string[] = [];
    for (let renewal = 0; renewal < 3; renewal += 1) {
      ends.push(current.currentPeriodEnd!.toISOString());
      current = nextState(current, { type: 'renewed', at: current.currentPeriodEnd! });
    }
    expect(ends).toEqual([
      '2026-02-28T00:00:00.000Z',
      '2026-03-28T00:00:00.000Z',
      '2026-04-28T00:00:00.000Z',
    ]);
  });

  it('upgrades straight from nothing to Premium', () => {
    expect(nextState(null, { type: 'paid', plan: monthly, at: at('2026-04-01T00:00:00Z') })).toEqual(
      monthlyActive,
    );
  });

  it('lets a lapsed member go back to Free', () => {
    const cancelledOver = nextState(monthlyCancelled, {
      type: 'choose_free',
      plan: free,
      at: at('2026-05-01T00:00:00Z'),
    });
    expect(cancelledOver).toEqual({
      status: 'active',
      plan: free,
      currentPeriodStart: at('2026-05-01T00:00:00Z'),
      currentPeriodEnd: null,
      scheduledPlan: null,
      pastDueSince: null,
    });
    expect(nextState(monthlyExpired, { type: 'choose_free', plan: free, at: mid }).plan).toBe(free);
  });

  it('never changes the state it is given', () => {
    const frozen = Object.freeze({ ...yearlyActive, scheduledPlan: monthly });
    const before = structuredClone(frozen);
    nextState(frozen, { type: 'cancel', at: mid });
    nextState(frozen, { type: 'schedule_switch', plan: yearly, at: mid });
    nextState(frozen, { type: 'renewed', at: at('2027-01-15T00:00:00Z') });
    expect(frozen).toEqual(before);
  });
});

describe('nextState: switching between monthly and yearly (D4)', () => {
  it('monthly → yearly applies now, after a prorated charge, and starts a new yearly period', () => {
    expect(switchTiming(monthlyActive.plan, yearly)).toBe('now');
    // Half of the 30-day April used: half of 9.99 (rounded to 5.00) comes off 95.88.
    expect(prorationCents(monthlyActive, yearly, mid)).toBe(9088);
    const switched = nextState(monthlyActive, { type: 'switch_now', plan: yearly, at: mid });
    expect(switched).toEqual({
      status: 'active',
      plan: yearly,
      currentPeriodStart: mid,
      currentPeriodEnd: at('2027-04-16T00:00:00Z'),
      scheduledPlan: null,
      pastDueSince: null,
    });
  });

  it('yearly → monthly is scheduled for the period end and applied at the renewal', () => {
    expect(switchTiming(yearlyActive.plan, monthly)).toBe('period_end');
    const scheduled = nextState(yearlyActive, { type: 'schedule_switch', plan: monthly, at: mid });
    expect(scheduled).toEqual({ ...yearlyActive, scheduledPlan: monthly });
    expect(isActiveAt(scheduled, mid)).toBe(true);

    const renewed = nextState(scheduled, { type: 'renewed', at: at('2027-01-15T00:00:00Z') });
    expect(renewed).toEqual({
      status: 'active',
      plan: monthly,
      currentPeriodStart: at('2027-01-15T00:00:00Z'),
      currentPeriodEnd: at('2027-02-15T00:00:00Z'),
      scheduledPlan: null,
      pastDueSince: null,
    });
  });

  it('choosing the current plan again undoes a scheduled switch', () => {
    const scheduled = nextState(yearlyActive, { type: 'schedule_switch', plan: monthly, at: mid });
    expect(nextState(scheduled, { type: 'schedule_switch', plan: yearly, at: mid })).toEqual(yearlyActive);
  });

  it('a cancellation drops the scheduled switch, and resuming does not bring it back', () => {
    const scheduled = nextState(yearlyActive, { type: 'schedule_switch', plan: monthly, at: mid });
    const cancelled = nextState(scheduled, { type: 'cancel', at: mid });
    expect(cancelled).toEqual({ ...yearlyActive, status: 'cancelled', scheduledPlan: null });
    const resumed = nextState(cancelled, { type: 'resume', at: mid });
    expect(resumed).toEqual(yearlyActive);
    expect(nextState(resumed, { type: 'renewed', at: at('2027-01-15T00:00:00Z') }).plan).toBe(yearly);
  });
});

describe('nextState: a failed renewal (grace of renewalGraceDays)', () => {
  const paid = nextState(null, { type: 'paid', plan: monthly, at: at('2026-01-31T12:00:00Z') });
  const failedAt = at('2026-02-28T13:00:00Z');
  const graceEnd = new Date(failedAt.getTime() + graceMs);
  const pastDue = nextState(paid, { type: 'renewal_failed', at: failedAt });

  it('goes past due, keeping the plan and the period', () => {
    expect(pastDue).toEqual({ ...paid, status: 'past_due', pastDueSince: failedAt });
  });

  it('keeps access through the grace and loses it at its end', () => {
    expect(graceEndOf(failedAt)).toEqual(graceEnd);
    expect(isActiveAt(pastDue, new Date(graceEnd.getTime() - 1))).toBe(true);
    expect(isActiveAt(pastDue, graceEnd)).toBe(false);
    expect(isRenewalDue(pastDue, failedAt)).toBe(false);
  });

  it('does not restart the grace when a retry fails too', () => {
    expect(nextState(pastDue, { type: 'renewal_failed', at: at('2026-03-02T13:00:00Z') })).toBe(pastDue);
  });

  it('a late successful retry starts the new period when it is paid', () => {
    const recovered = nextState(pastDue, { type: 'renewed', at: at('2026-03-03T08:00:00Z') });
    expect(recovered).toEqual({
      status: 'active',
      plan: monthly,
      currentPeriodStart: at('2026-03-03T08:00:00Z'),
      currentPeriodEnd: at('2026-04-03T08:00:00Z'),
      scheduledPlan: null,
      pastDueSince: null,
    });
  });

  it('a late retry applies a scheduled switch', () => {
    const scheduledPastDue = {
      ...monthlyPastDue,
      plan: yearly,
      scheduledPlan: monthly,
    } satisfies LifecycleState;
    const recovered = nextState(scheduledPastDue, { type: 'renewed', at: at('2026-04-13T00:00:00Z') });
    expect(recovered.plan).toBe(monthly);
    expect(recovered.scheduledPlan).toBeNull();
    expect(recovered.currentPeriodEnd).toEqual(at('2026-05-13T00:00:00Z'));
  });

  it('expires at the grace end, not before', () => {
    expect(isExpiryDue(pastDue, new Date(graceEnd.getTime() - 1))).toBe(false);
    expect(outcomeOf(pastDue, { type: 'expire', at: new Date(graceEnd.getTime() - 1) })).toBe(7403);
    const expired = nextState(pastDue, { type: 'expire', at: graceEnd });
    expect(expired).toEqual({ ...pastDue, status: 'expired' });
    expect(isActiveAt(expired, graceEnd)).toBe(false);
    expect(outcomeOf(pastDue, { type: 'renewed', at: graceEnd })).toBe(7403);
  });
});

describe('nextState: the account is being deleted (stop_charges)', () => {
  it('keeps a paid period to its end but cancels its renewal and any scheduled switch', () => {
    const scheduled = nextState(yearlyActive, { type: 'schedule_switch', plan: monthly, at: mid });
    const stopped = nextState(scheduled, { type: 'stop_charges', at: mid });
    expect(stopped).toEqual({ ...yearlyActive, status: 'cancelled', scheduledPlan: null });
    expect(isActiveAt(stopped, mid)).toBe(true);
    expect(isRenewalDue(stopped, at('2027-01-15T00:00:00Z'))).toBe(false);
    expect(hasChargesToCome(stopped)).toBe(false);
  });

  it('stops retrying a failed renewal, and ends the grace access it was not paid for', () => {
    const stopped = nextState(monthlyPastDue, { type: 'stop_charges', at: mid });
    expect(stopped.status).toBe('expired');
    expect(isActiveAt(stopped, mid)).toBe(false);
    expect(hasChargesToCome(stopped)).toBe(false);
  });

  it('has nothing to stop on Free, on a cancelled or an expired plan', () => {
    expect(hasChargesToCome(monthlyActive)).toBe(true);
    expect(hasChargesToCome(monthlyPastDue)).toBe(true);
    for (const current of [null, freeActive, monthlyCancelled, monthlyExpired]) {
      if (current) expect(hasChargesToCome(current)).toBe(false);
      expect(outcomeOf(current, { type: 'stop_charges', at: mid })).toBe(7403);
    }
  });
});

describe('nextState: refused transitions', () => {
  const afterGrace = new Date(monthlyPastDue.pastDueSince!.getTime() + graceMs);
  const noPeriodEnd = { ...monthlyActive, currentPeriodEnd: null } satisfies LifecycleState;

  it.each<{ name: string; current: LifecycleState | null; event: LifecycleEvent; code: ErrorCode }>([
    // choose_free
    {
      name: 'Free with a Premium plan',
      current: null,
      event: { type: 'choose_free', plan: monthly, at: mid },
      code: 7403,
    },
    {
      name: 'Free while on Free',
      current: freeActive,
      event: { type: 'choose_free', plan: free, at: mid },
      code: 7402,
    },
    {
      name: 'Free while on live Premium',
      current: monthlyActive,
      event: { type: 'choose_free', plan: free, at: mid },
      code: 7403,
    },
    {
      name: 'Free inside a cancelled period',
      current: monthlyCancelled,
      event: { type: 'choose_free', plan: free, at: mid },
      code: 7403,
    },
    {
      name: 'Free inside the grace',
      current: monthlyPastDue,
      event: { type: 'choose_free', plan: free, at: mid },
      code: 7403,
    },
    // renewed
    {
      name: 'renew before the period ends (a second renewal of one period)',
      current: monthlyActive,
      event: { type: 'renewed', at: mid },
      code: 7403,
    },
    // switch_now
    {
      name: 'switch now to a Free plan',
      current: monthlyActive,
      event: { type: 'switch_now', plan: free, at: mid },
      code: 7403,
    },
    // paid
    { name: 'pay for a Free plan', current: null, event: { type: 'paid', plan: free, at: mid }, code: 7403 },
    {
      name: 'pay for the plan already held',
      current: monthlyActive,
      event: { type: 'paid', plan: monthly, at: mid },
      code: 7402,
    },
    {
      name: 'pay for the plan in a cancelled period',
      current: monthlyCancelled,
      event: { type: 'paid', plan: monthly, at: mid },
      code: 7402,
    },
    {
      name: 'pay for the plan inside the grace',
      current: monthlyPastDue,
      event: { type: 'paid', plan: monthly, at: mid },
      code: 7402,
    },
    {
      name: 'pay for another Premium plan (a switch)',
      current: monthlyActive,
      event: { type: 'paid', plan: yearly, at: mid },
      code: 7403,
    },
    {
      name: 'pay for another plan in a cancelled period',
      current: monthlyCancelled,
      event: { type: 'paid', plan: yearly, at: mid },
      code: 7403,
    },
    // renewed
    { name: 'renew nothing', current: null, event: { type: 'renewed', at: mid }, code: 7403 },
    { name: 'renew Free', current: freeActive, event: { type: 'renewed', at: mid }, code: 7403 },
    {
      name: 'renew a cancelled plan',
      current: monthlyCancelled,
      event: { type: 'renewed', at: at('2026-05-01T00:00:00Z') },
      code: 7403,
    },
    {
      name: 'renew an expired plan',
      current: monthlyExpired,
      event: { type: 'renewed', at: mid },
      code: 7403,
    },
    {
      name: 'renew after the grace',
      current: monthlyPastDue,
      event: { type: 'renewed', at: afterGrace },
      code: 7403,
    },
    {
      name: 'renew without a period end',
      current: noPeriodEnd,
      event: { type: 'renewed', at: mid },
      code: 7403,
    },
    // renewal_failed
    { name: 'fail to renew nothing', current: null, event: { type: 'renewal_failed', at: mid }, code: 7403 },
    {
      name: 'fail to renew Free',
      current: freeActive,
      event: { type: 'renewal_failed', at: mid },
      code: 7403,
    },
    {
      name: 'fail a renewal not yet due',
      current: monthlyActive,
      event: { type: 'renewal_failed', at: mid },
      code: 7403,
    },
    {
      name: 'fail to renew a cancelled plan',
      current: monthlyCancelled,
      event: { type: 'renewal_failed', at: at('2026-05-02T00:00:00Z') },
      code: 7403,
    },
    {
      name: 'fail to renew an expired plan',
      current: monthlyExpired,
      event: { type: 'renewal_failed', at: mid },
      code: 7403,
    },
    // cancel
    { name: 'cancel nothing', current: null, event: { type: 'cancel', at: mid }, code: 7403 },
    { name: 'cancel Free', current: freeActive, event: { type: 'cancel', at: mid }, code: 7403 },
    { name: 'cancel twice', current: monthlyCancelled, event: { type: 'cancel', at: mid }, code: 7403 },
    {
      name: 'cancel while past due',
      current: monthlyPastDue,
      event: { type: 'cancel', at: mid },
      code: 7403,
    },
    {
      name: 'cancel an expired plan',
      current: monthlyExpired,
      event: { type: 'cancel', at: mid },
      code: 7403,
    },
    // resume
    { name: 'resume nothing', current: null, event: { type: 'resume', at: mid }, code: 7403 },
    {
      name: 'resume what is not cancelled',
      current: monthlyActive,
      event: { type: 'resume', at: mid },
      code: 7403,
    },
    { name: 'resume Free', current: freeActive, event: { type: 'resume', at: mid }, code: 7403 },
    {
      name: 'resume after the period end',
      current: monthlyCancelled,
      event: { type: 'resume', at: at('2026-05-01T00:00:00Z') },
      code: 7403,
    },
    {
      name: 'resume while past due',
      current: monthlyPastDue,
      event: { type: 'resume', at: mid },
      code: 7403,
    },
    {
      name: 'resume an expired plan',
      current: monthlyExpired,
      event: { type: 'resume', at: mid },
      code: 7403,
    },
    // switch_now
    {
      name: 'switch now from nothing',
      current: null,
      event: { type: 'switch_now', plan: yearly, at: mid },
      code: 7403,
    },
    {
      name: 'switch now from Free',
      current: freeActive,
      event: { type: 'switch_now', plan: yearly, at: mid },
      code: 7403,
    },
    {
      name: 'switch now when cancelled',
      current: monthlyCancelled,
      event: { type: 'switch_now', plan: yearly, at: mid },
      code: 7403,
    },
    {
      name: 'switch now while past due',
      current: monthlyPastDue,
      event: { type: 'switch_now', plan: yearly, at: mid },
      code: 7403,
    },
    {
      name: 'switch now to the same plan',
      current: monthlyActive,
      event: { type: 'switch_now', plan: monthly, at: mid },
      code: 7402,
    },
    {
      name: 'switch now yearly → monthly',
      current: yearlyActive,
      event: { type: 'switch_now', plan: monthly, at: mid },
      code: 7403,
    },
    {
      name: 'switch now monthly → monthly',
      current: monthlyActive,
      event: { type: 'switch_now', plan: otherMonthly, at: mid },
      code: 7403,
    },
    // schedule_switch
    {
      name: 'schedule from nothing',
      current: null,
      event: { type: 'schedule_switch', plan: monthly, at: mid },
      code: 7403,
    },
    {
      name: 'schedule from Free',
      current: freeActive,
      event: { type: 'schedule_switch', plan: monthly, at: mid },
      code: 7403,
    },
    {
      name: 'schedule when cancelled',
      current: { ...yearlyActive, status: 'cancelled' },
      event: { type: 'schedule_switch', plan: monthly, at: mid },
      code: 7403,
    },
    {
      name: 'schedule while past due',
      current: { ...monthlyPastDue, plan: yearly },
      event: { type: 'schedule_switch', plan: monthly, at: mid },
      code: 7403,
    },
    {
      name: 'schedule a switch to Free',
      current: yearlyActive,
      event: { type: 'schedule_switch', plan: free, at: mid },
      code: 7403,
    },
    {
      name: 'schedule the plan already held',
      current: yearlyActive,
      event: { type: 'schedule_switch', plan: yearly, at: mid },
      code: 7402,
    },
    {
      name: 'schedule monthly → yearly (applies now)',
      current: monthlyActive,
      event: { type: 'schedule_switch', plan: yearly, at: mid },
      code: 7403,
    },
    // expire
    { name: 'expire nothing', current: null, event: { type: 'expire', at: mid }, code: 7403 },
    {
      name: 'expire an active plan',
      current: monthlyActive,
      event: { type: 'expire', at: at('2026-06-01T00:00:00Z') },
      code: 7403,
    },
    { name: 'expire Free', current: freeActive, event: { type: 'expire', at: mid }, code: 7403 },
    {
      name: 'expire before the period end',
      current: monthlyCancelled,
      event: { type: 'expire', at: mid },
      code: 7403,
    },
    {
      name: 'expire inside the grace',
      current: monthlyPastDue,
      event: { type: 'expire', at: mid },
      code: 7403,
    },
    { name: 'expire twice', current: monthlyExpired, event: { type: 'expire', at: mid }, code: 7403 },
  ])('$name → $code', ({ current, event, code }) => {
    expect(outcomeOf(current, event)).toBe(code);
  });

  it('refuses with an AppError carrying the catalogue message', () => {
    expect(() => nextState(freeActive, { type: 'cancel', at: mid })).toThrowError(
      'This change is not possible for your subscription right now.',
    );
    expect(() => nextState(monthlyActive, { type: 'paid', plan: monthly, at: mid })).toThrowError(
      'You already have this plan.',
    );
  });
});
