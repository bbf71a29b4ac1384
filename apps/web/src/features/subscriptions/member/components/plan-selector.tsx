import { paths } from '@vitalia/contracts';
import type { Plan } from '@vitalia/contracts';
import { ArrowRight, CircleAlert, PackageOpen, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FormError } from '../../../../components/ui/field';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { apiErrorOf } from '../../../../lib/api-client';
import { useErrorText } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { useChooseFreePlan } from '../api/choose-free-plan';
import { usePlans } from '../api/get-plans';
import { useStartCheckout } from '../api/start-checkout';
import { PlanCards } from './plan-cards';
import { RenewalTerms } from './renewal-terms';
import { EmptyState } from '../../../../components/ui/empty-state';

function PlanCardsSkeleton() {
  return (
    <div className="grid gap-3 sm:gap-4 lg:grid-cols-3" role="presentation">
      {[0, 1, 2].map((index) => (
        <div key={index} className="rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100 sm:p-6">
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="mt-2 h-4 w-1/2" />
          <Skeleton className="mt-5 h-9 w-2/5" />
          <div className="mt-5 space-y-3 border-t border-ink-100 pt-5">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec §2 pricing selector: the plans as cards, one Start button. Free starts at once; Premium goes to checkout. */
export function PlanSelector() {
  const { t } = useTranslation('plans');
  const plans = usePlans();

  return (
    <div className="mx-auto max-w-5xl">
      <ScreenHeader title={t('selector.title')} description={t('selector.description')} />
      {plans.isPending ? (
        <>
          <span className="sr-only" role="status">
            {t('common:loading')}
          </span>
          <PlanCardsSkeleton />
        </>
      ) : plans.isError ? (
        <Card className="flex flex-col items-center gap-4 text-center">
          <CircleAlert className="size-10 text-danger-600" aria-hidden="true" />
          <p role="alert" className="font-semibold text-ink-950">
            {t('selector.loadFailed')}
          </p>
          <Button variant="secondary" isLoading={plans.isFetching} onClick={() => void plans.refetch()}>
            {t('selector.retry')}
          </Button>
        </Card>
      ) : plans.data.length === 0 ? (
        <EmptyState icon={PackageOpen} title={t('selector.empty')} hint={t('selector.emptyHint')} />
      ) : (
        <PlanChoice plans={plans.data} />
      )}
    </div>
  );
}

function PlanChoice({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation('plans');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const chooseFree = useChooseFreePlan();
  const checkout = useStartCheckout();
  const [selectedPlanId, setSelectedPlanId] = useState<string | null>(null);
  const [isPromptShown, setIsPromptShown] = useState(false);
  const selected = plans.find((plan) => plan.id === selectedPlanId) ?? null;
  const isFree = selected?.tier === 'free';
  // Once the checkout answers, the page is leaving for the provider: the button keeps waiting until it has gone.
  const isBusy = chooseFree.isPending || checkout.isPending || checkout.isSuccess;
  const failure = chooseFree.error ?? checkout.error;

  function onSelect(planId: string) {
    setSelectedPlanId(planId);
    setIsPromptShown(false);
    chooseFree.reset();
    checkout.reset();
  }

  async function onStart() {
    if (!selected) {
      setIsPromptShown(true);
      return;
    }
    if (selected.tier === 'free') {
      await chooseFree.mutateAsync({});
      await navigate(paths.dashboard(), { replace: true });
    } else {
      checkout.mutate({ body: { planId: selected.id, from: 'subscription' } });
    }
  }

  return (
    <div className="space-y-6">
      <PlanCards plans={plans} selectedPlanId={selectedPlanId} onSelect={onSelect} />
      <div className="mx-auto max-w-md space-y-3 text-center">
        {isPromptShown && (
          <p role="alert" className="text-sm font-medium text-danger-700">
            {t('selector.choosePrompt')}
          </p>
        )}
        <FormError message={failure ? (errorText(apiErrorOf(failure).code) ?? null) : null} />
        <Button
          size="lg"
          isFullWidth
          isLoading={isBusy}
          onClick={() => void onStart().catch(() => undefined)}
        >
          {t('selector.start')}
          {!isBusy && <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
        </Button>
        {selected && (
          <p className="flex items-center justify-center gap-1.5 text-sm text-ink-500">
            <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
            {isFree ? t('selector.freeNote') : t('selector.premiumNote')}
          </p>
        )}
        {selected && !isFree && (
          <RenewalTerms
            amountLabel={formatMoney(selected.priceCents, selected.currency, currentLanguage())}
            interval={selected.type}
            action="continue"
          />
        )}
      </div>
    </div>
  );
}
