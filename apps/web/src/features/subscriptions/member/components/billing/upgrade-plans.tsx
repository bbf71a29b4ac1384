import { ArrowRight, ShieldCheck, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { FormError } from '../../../../../components/ui/field';
import { SectionCard } from '../../../../../components/ui/section-card';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { apiErrorOf } from '../../../../../lib/api-client';
import { useErrorText } from '../../../../../lib/form-errors';
import { formatMoney } from '../../../../../lib/format';
import { currentLanguage } from '../../../../../lib/i18n';
import { usePlans } from '../../api/get-plans';
import { useStartCheckout } from '../../api/start-checkout';
import { PlanCards } from '../plan-cards';
import { RenewalTerms } from '../renewal-terms';
import { LoadError } from '../../../../../components/ui/load-error';

/**
 * A Free member goes Premium from here: the Premium plans as cards, then the provider's checkout. Leaving the checkout
 * without paying comes back to this screen (`from: 'billing'`); paying goes on to the dashboard.
 */
export function UpgradePlans() {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const plans = usePlans();
  const checkout = useStartCheckout();
  const premiumPlans = (plans.data ?? []).filter((plan) => plan.tier === 'premium' && plan.isActive);
  const [chosenId, setChosenId] = useState<string | null>(null);
  // The first Premium plan in the order the admins set, until the member picks another.
  const selectedId = premiumPlans.some((plan) => plan.id === chosenId)
    ? chosenId
    : (premiumPlans[0]?.id ?? null);
  const selected = premiumPlans.find((plan) => plan.id === selectedId) ?? null;

  function body() {
    if (plans.isPending) {
      return (
        <div className="grid gap-3 md:grid-cols-2" aria-hidden="true">
          <Skeleton className="h-64" />
          <Skeleton className="h-64" />
        </div>
      );
    }
    if (plans.isError) {
      return (
        <LoadError
          message={t('upgrade.loadFailed')}
          onRetry={() => void plans.refetch()}
          isRetrying={plans.isFetching}
        />
      );
    }
    if (premiumPlans.length === 0) {
      return <p className="rounded-control bg-ink-50 px-4 py-3 text-sm text-ink-700">{t('upgrade.none')}</p>;
    }
    return (
      <div className="space-y-5">
        <PlanCards
          plans={premiumPlans}
          selectedPlanId={selectedId}
          onSelect={setChosenId}
          label={t('upgrade.plansLabel')}
        />
        {checkout.isError && <FormError message={errorText(apiErrorOf(checkout.error).code) ?? null} />}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm text-ink-500">
            <ShieldCheck className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
            {t('upgrade.secureNote')}
          </p>
          <Button
            size="lg"
            disabled={!selectedId}
            // Stays busy until the browser has left for the checkout page.
            isLoading={checkout.isPending || checkout.isSuccess}
            onClick={() => selectedId && checkout.mutate({ body: { planId: selectedId, from: 'billing' } })}
          >
            {t('upgrade.continue')}
            <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
          </Button>
        </div>
        {selected && (
          <RenewalTerms
            amountLabel={formatMoney(selected.priceCents, selected.currency, currentLanguage())}
            interval={selected.type}
            action="continue"
          />
        )}
      </div>
    );
  }

  return (
    <SectionCard
      icon={Sparkles}
      iconClassName="bg-brand-900 text-accent-400"
      title={t('upgrade.title')}
      description={t('upgrade.description')}
    >
      {body()}
    </SectionCard>
  );
}
