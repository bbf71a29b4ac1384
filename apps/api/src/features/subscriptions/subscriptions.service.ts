import { boundTo } from '../../lib/use-case';
import {
  billingContext,
  effectiveSubscription,
  type SubscriptionsServiceDependencies,
} from './billing-context';
import { runBillingJobs } from './billing-job';
import { deliverBillingMails } from './billing-mail-delivery';
import { listPlans, mine, payments, receipt } from './billing-reads';
import { cancel, portalUrl, previewSwitch, resume, stopCharges, switchPlan } from './plan-changes';
import { activatePaidPlan, chooseFree, ensureDemoPlan, startCheckout } from './plan-choice';
import {
  aiDailyCallsOf,
  hasPremium,
  premiumAccessOf,
  premiumMembersIn,
  premiumMembersNow,
} from './premium-access';
import { billingOf, grantComplimentary, resendReceipt, revokeComplimentary } from './staff-billing';

export {
  sandboxChargeSucceeds,
  type Member,
  type MembersPort,
  type StripeBillingPort,
  type StripeChange,
  type SubscriptionsServiceDependencies,
} from './billing-context';

/**
 * One object for the module, the routes and other features to hold (issue 37): each method is a use case from a file
 * beside this one, given the context here, so a change to one operation is read and reviewed in its own file.
 */
export function subscriptionsService(dependencies: SubscriptionsServiceDependencies) {
  const context = billingContext(dependencies);
  const withContext = boundTo(context);

  deliverBillingMails(context);

  return {
    listPlans: withContext(listPlans),
    chooseFree: withContext(chooseFree),
    startCheckout: withContext(startCheckout),
    activatePaidPlan: withContext(activatePaidPlan),
    ensureDemoPlan: withContext(ensureDemoPlan),

    cancel: withContext(cancel),
    resume: withContext(resume),
    stopCharges: withContext(stopCharges),
    previewSwitch: withContext(previewSwitch),
    switchPlan: withContext(switchPlan),
    portalUrl: withContext(portalUrl),

    mine: withContext(mine),
    payments: withContext(payments),
    receipt: withContext(receipt),

    /** The profile's view (users/me): null until a plan is chosen, unless staff gave Premium. */
    subscriptionOf: withContext(effectiveSubscription),
    hasPremium: withContext(hasPremium),
    premiumAccessOf: withContext(premiumAccessOf),
    aiDailyCallsOf: withContext(aiDailyCallsOf),
    premiumMembersNow: withContext(premiumMembersNow),
    premiumMembersIn: withContext(premiumMembersIn),

    /** Staff's side of a member's billing (issue 18): the members-admin feature checks who may, this writes. */
    staffActions: {
      billingOf: withContext(billingOf),
      grantComplimentary: withContext(grantComplimentary),
      revokeComplimentary: withContext(revokeComplimentary),
      resendReceipt: withContext(resendReceipt),
    },

    runBillingJobs: withContext(runBillingJobs),
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
