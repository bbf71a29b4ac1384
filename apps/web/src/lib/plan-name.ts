import type { PlanTier } from '@vitalia/contracts';
import type { TFunction } from 'i18next';

/**
 * A plan's name as the reader says it. Plan names are stored as staff typed them, in no language in particular; the
 * Free plan is the product's own (D4), so its name is the product's word for it in the reader's language, wherever
 * a plan is shown (issue 39). `t` is the caller's, so that the name follows a change of language.
 */
export function planNameOf(t: TFunction, plan: { name: string; tier: PlanTier }): string {
  return plan.tier === 'free' ? t('common:planNames.free') : plan.name;
}
