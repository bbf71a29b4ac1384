import { ErrorCode, type Plan, type PlanCreate, type PlanUpdate } from '@vitalia/contracts';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPlan } from './subscription-mapping';
import type { SubscriptionsRepository } from './subscriptions.repository';

/** The plans the demo data starts with (D4): Free, and Premium monthly or yearly, in euros. */
export const defaultPlans: PlanCreate[] = [
  { name: 'Free', tier: 'free', type: 'monthly', priceCents: 0, currency: 'EUR', isActive: true },
  { name: 'Premium', tier: 'premium', type: 'monthly', priceCents: 999, currency: 'EUR', isActive: true },
  { name: 'Premium', tier: 'premium', type: 'yearly', priceCents: 9588, currency: 'EUR', isActive: true },
];

/** Plans as admin and karim manage them: create, edit name and price, activate, order. */
export function plansService(repository: SubscriptionsRepository) {
  async function existing(id: string) {
    const plan = isUuid(id) ? await repository.findPlan(id) : undefined;
    if (!plan) throw new AppError(ErrorCode.notFound);
    return plan;
  }

  return {
    async all(): Promise<Plan[]> {
      return (await repository.listPlans({ activeOnly: false })).map(toPlan);
    },

    async create(input: PlanCreate): Promise<Plan> {
      const { type, ...rest } = input;
      return repository.inTransaction(async (tx) => {
        const plan = toPlan(await tx.insertPlan({ ...rest, interval: type }));
        await tx.audit({ action: 'plan.created', target: { type: 'plan', id: plan.id }, after: plan });
        return plan;
      });
    },

    async update(id: string, changes: PlanUpdate): Promise<Plan> {
      const plan = await existing(id);
      // A Free plan stays free: the database refuses it too, this names the mistake.
      if (plan.tier === 'free' && changes.priceCents)
        throw new AppError(ErrorCode.invalidRequest, [
          { field: 'priceCents', code: ErrorCode.invalidRequest },
        ]);
      // Stripe prices cannot change: a new price gets a new Stripe Price the next time someone buys the plan.
      const isRepriced = changes.priceCents !== undefined && changes.priceCents !== plan.priceCents;
      return repository.inTransaction(async (tx) => {
        const updated = toPlan(
          (await tx.updatePlan(id, { ...changes, ...(isRepriced ? { stripePriceId: null } : {}) }))!,
        );
        await tx.audit({
          action: 'plan.updated',
          target: { type: 'plan', id },
          before: toPlan(plan),
          after: updated,
        });
        return updated;
      });
    },

    /** The full order, every plan once. */
    async reorder(planIds: string[]): Promise<Plan[]> {
      const plans = await repository.listPlans({ activeOnly: false });
      const known = new Set(plans.map((plan) => plan.id));
      if (
        new Set(planIds).size !== planIds.length ||
        planIds.length !== known.size ||
        !planIds.every((id) => known.has(id))
      ) {
        throw new AppError(ErrorCode.invalidRequest, [{ field: 'planIds', code: ErrorCode.invalidRequest }]);
      }
      await repository.inTransaction(async (tx) => {
        await tx.setPlanPositions(planIds);
        await tx.audit({
          action: 'plans.reordered',
          target: { type: 'plans', id: null },
          before: { planIds: plans.map((plan) => plan.id) },
          after: { planIds },
        });
      });
      return this.all();
    },

    /** Demo data: the default plans, once. Plans that exist already are left as an admin made them. */
    async ensureDefaults(): Promise<Plan[]> {
      const plans = await repository.listPlans({ activeOnly: false });
      for (const plan of defaultPlans) {
        const isThere = plans.some(
          (candidate) => candidate.tier === plan.tier && candidate.interval === plan.type,
        );
        if (!isThere) await this.create(plan);
      }
      return this.all();
    },
  };
}

export type PlansService = ReturnType<typeof plansService>;
