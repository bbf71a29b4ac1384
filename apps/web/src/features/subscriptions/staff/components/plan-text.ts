import type { Plan } from '@vitalia/contracts';
import type { TFunction } from 'i18next';

/**
 * Two plans may share a name (Premium monthly and yearly): the interval tells them apart. A Free plan has no billing
 * interval, so it goes by its name alone.
 */
export function planLabel(t: TFunction, plan: Pick<Plan, 'name' | 'type' | 'tier'>): string {
  if (plan.tier === 'free') return plan.name;
  return t('billing:planLabel', { name: plan.name, interval: t(`billing:interval.${plan.type}`) });
}

/** What the admin types ("9.99", "9,99", "10") in minor units; anything else is NaN, which the contract refuses. */
export function centsOf(text: string | undefined): number {
  const trimmed = (text ?? '').trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return Number.NaN;
  const [units = '0', fraction = ''] = trimmed.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Minor units as the price field shows them: 999 → "9.99". */
export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A whole number as typed ("40", " 0 "); anything else is NaN, which the contract refuses. */
export function wholeNumberOf(text: string): number {
  return /^\s*\d{1,7}\s*$/.test(text) ? Number(text) : Number.NaN;
}
