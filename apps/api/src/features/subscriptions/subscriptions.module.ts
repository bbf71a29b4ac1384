import { featureModule } from '../../lib/feature-module';
import { plansAdminRoutes } from './plans.routes';
import { plansService } from './plans.service';
import { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
import { sandboxCheckoutService } from './sandbox-checkout.service';
import { stripeProvider } from './stripe-billing';
import { stripeRoutes } from './stripe.routes';
import { subscriptionStatistics } from './subscription-statistics';
import { subscriptionsRepository } from './subscriptions.repository';
import { subscriptionsRoutes } from './subscriptions.routes';
import * as tables from './subscriptions.schema';
import { subscriptionsService } from './subscriptions.service';

type SubscriptionsNeeds = Pick<Parameters<typeof subscriptionsService>[0], 'members' | 'notify'>;

/** Plans, checkout (the sandbox or Stripe), renewals and receipts (D4). */
export const subscriptionsModule = featureModule({
  name: 'subscriptions',
  tables,
  build({ config, db, events, mailer }, { members, notify }: SubscriptionsNeeds) {
    const billingRows = subscriptionsRepository(db, events);
    const stripe =
      config.payments.provider === 'stripe'
        ? stripeProvider({ settings: config.payments, repository: billingRows })
        : null;
    const subscriptions = subscriptionsService({
      repository: billingRows,
      members,
      mailer,
      events,
      publicUrl: config.publicUrl,
      provider: config.payments.provider,
      stripe: stripe?.billing,
      notify,
    });
    return {
      subscriptions,
      sandboxCheckout: sandboxCheckoutService({ repository: billingRows, subscriptions }),
      /** Null unless Stripe takes the payments: then its webhook and return routes exist. */
      stripeWebhooks: stripe?.webhooks ?? null,
      plans: plansService(billingRows),
      subscriptionStatistics: () => subscriptionStatistics(billingRows),
    };
  },
  async routes(api, built, { platform: { config } }) {
    const rateLimitPerMinute = config.authRateLimitPerMinute;
    await api.register(subscriptionsRoutes, { service: built.subscriptions });
    await api.register(sandboxCheckoutRoutes, { service: built.sandboxCheckout, rateLimitPerMinute });
    if (built.stripeWebhooks) {
      await api.register(stripeRoutes, { webhooks: built.stripeWebhooks, rateLimitPerMinute });
    }
    await api.register(plansAdminRoutes, { service: built.plans, statistics: built.subscriptionStatistics });
  },
  jobs: ({ subscriptions }) => [
    { name: 'billing', cron: '*/15 * * * *', run: () => subscriptions.runBillingJobs() },
  ],
});
