import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Plan } from '@vitalia/contracts';
import i18next from 'i18next';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import frCommon from '../../../../locales/fr/common.json';
import plans from '../../../../locales/en/plans.json';
import frPlans from '../../../../locales/fr/plans.json';
import { initTestI18n, resetTestI18n } from '../../../../test/i18n';
import { PlanCards, yearlySavingOf } from './plan-cards';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'plans', plans);
});

const plan = (overrides: Partial<Plan> & Pick<Plan, 'id'>): Plan => ({
  name: 'Premium',
  tier: 'premium',
  type: 'monthly',
  priceCents: 999,
  currency: 'EUR',
  isActive: true,
  position: 0,
  aiDailyCalls: 40,
  ...overrides,
});

const free = plan({ id: 'free', name: 'Free', tier: 'free', priceCents: 0 });
const monthly = plan({ id: 'monthly', priceCents: 1000, position: 1 });
const yearly = plan({ id: 'yearly', type: 'yearly', priceCents: 9000, position: 2 });

function Harness({ initial = null, ...rest }: { initial?: string | null; disabledPlanIds?: string[] }) {
  const [selected, setSelected] = useState<string | null>(initial);
  return (
    <PlanCards plans={[free, monthly, yearly]} selectedPlanId={selected} onSelect={setSelected} {...rest} />
  );
}

describe('plan cards', () => {
  it('computes the yearly saving from the monthly price of the same tier and currency', () => {
    expect(yearlySavingOf(yearly, [free, monthly, yearly])).toBe(25);
    expect(yearlySavingOf(monthly, [free, monthly, yearly])).toBeNull();
    expect(yearlySavingOf(yearly, [free, yearly])).toBeNull();
    expect(yearlySavingOf(yearly, [plan({ id: 'usd', currency: 'USD' }), yearly])).toBeNull();
    // No badge when the yearly plan saves nothing.
    expect(yearlySavingOf(plan({ id: 'y', type: 'yearly', priceCents: 12_000 }), [monthly])).toBeNull();
  });

  it('shows the badge from the props, not a fixed figure', () => {
    const { rerender } = render(
      <PlanCards plans={[monthly, yearly]} selectedPlanId={null} onSelect={() => {}} />,
    );
    expect(screen.getByText('Save 25%')).toBeTruthy();
    rerender(
      <PlanCards
        plans={[monthly, { ...yearly, priceCents: 10_800 }]}
        selectedPlanId={null}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('Save 10%')).toBeTruthy();
    expect(screen.queryByText('Save 25%')).toBeNull();
  });

  // Arrow keys are the browser's own radio behaviour (native inputs sharing a name); the e2e journeys use them.
  it('is one radio group, named by plan and interval, chosen by a tap anywhere on a card', async () => {
    render(<Harness />);
    expect(screen.getByRole('radiogroup', { name: 'Plans' })).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(3);
    const yearlyRadio = screen.getByRole('radio', { name: 'Premium Billed yearly' });
    expect(yearlyRadio).toHaveProperty('checked', false);

    await userEvent.click(screen.getByText('€90.00'));
    expect(yearlyRadio).toHaveProperty('checked', true);

    await userEvent.click(screen.getByText('€10.00'));
    expect(screen.getByRole('radio', { name: 'Premium Billed monthly' })).toHaveProperty('checked', true);
    expect(yearlyRadio).toHaveProperty('checked', false);
  });

  it('describes each choice with its price and perks', () => {
    render(<Harness />);
    const radio = screen.getByRole('radio', { name: 'Premium Billed monthly' });
    const description = (radio.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain('€10.00');
    expect(description).toContain('per month');
    expect(description).toContain('An AI coach for your meals and training');
  });

  it('names the Free plan in the reader’s language, whatever name it was stored under (issue 39)', async () => {
    i18next.addResourceBundle('fr', 'common', frCommon);
    i18next.addResourceBundle('fr', 'plans', frPlans);
    await i18next.changeLanguage('fr');
    const { unmount } = render(
      <PlanCards
        plans={[{ ...free, name: 'Free' }, monthly]}
        selectedPlanId={null}
        onSelect={() => undefined}
      />,
    );
    try {
      expect(screen.getByRole('radio', { name: 'Gratuite Sans carte bancaire' })).toBeTruthy();
      // A Premium plan keeps the name staff gave it.
      expect(screen.getByRole('radio', { name: 'Premium Facturé chaque mois' })).toBeTruthy();
    } finally {
      unmount();
      await resetTestI18n();
      i18next.addResourceBundle('en', 'plans', plans);
    }
  });

  it('keeps a disabled plan out of reach', async () => {
    const onSelect = vi.fn();
    render(
      <PlanCards
        plans={[free, monthly, yearly]}
        selectedPlanId={null}
        onSelect={onSelect}
        disabledPlanIds={['monthly']}
        currentPlanId="monthly"
      />,
    );
    const monthlyRadio = screen.getByRole('radio', { name: 'Premium Billed monthly' });
    expect(monthlyRadio).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByText('€10.00'));
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByText('Your plan')).toBeTruthy();
  });
});
