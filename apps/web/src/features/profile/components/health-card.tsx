import type { HealthProfileInput } from '@vitalia/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { confirmAlert, showErrorAlert } from '../../../lib/alert-store';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { showToast } from '../../../components/ui/toast';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useHealthProfile } from '../api/get-health-profile';
import { useSaveHealthProfile } from '../api/save-health-profile';
import { useWithdrawHealthConsent } from '../api/withdraw-health-consent';
import { HealthForm } from './health-form';
import { HealthSummary } from './health-summary';

function HealthSkeleton() {
  return (
    <div className="space-y-3" role="presentation">
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-5/12" />
      <Skeleton className="h-11 w-40" />
    </div>
  );
}

/**
 * A link to `/app/profile#health` (the coach's, when it needs health data) lands on this card, below the profile form,
 * rather than at the top of the screen.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash === '#health') document.getElementById('health')?.scrollIntoView();
  }, [hash]);
}

/** A complete profile's health data (D6): read, edit, or withdraw consent, which deletes it. */
export function HealthCard() {
  const { t } = useTranslation('health');
  const errorText = useErrorText();
  const health = useHealthProfile();
  const save = useSaveHealthProfile();
  const withdraw = useWithdrawHealthConsent();
  const [isEditing, setIsEditing] = useState(false);
  useScrollToHash();

  async function onSave(input: HealthProfileInput | null) {
    if (!input) return;
    await save.mutateAsync({ body: input });
    setIsEditing(false);
    showToast({ message: t('card.saved') });
  }

  async function onWithdraw() {
    const isConfirmed = await confirmAlert({
      title: t('withdraw.confirmTitle'),
      message: t('withdraw.confirmMessage'),
      confirmText: t('withdraw.confirm'),
    });
    if (!isConfirmed) return;
    try {
      await withdraw.mutateAsync({});
      showToast({ message: t('withdraw.done') });
    } catch {
      showErrorAlert(t('withdraw.failed'));
    }
  }

  function body() {
    if (health.isPending) return <HealthSkeleton />;
    if (health.isError) {
      return (
        <div className="space-y-3">
          <p role="alert" className="text-sm text-danger-700">
            {t('card.loadFailed')} {errorText(apiErrorOf(health.error).code)}
          </p>
          <Button variant="secondary" onClick={() => void health.refetch()}>
            {t('card.retry')}
          </Button>
        </div>
      );
    }
    if (isEditing) {
      return (
        <HealthForm
          initial={health.data}
          onSave={onSave}
          submitLabel={t('card.save')}
          actions={
            <Button variant="ghost" size="lg" onClick={() => setIsEditing(false)}>
              {t('card.cancel')}
            </Button>
          }
        />
      );
    }
    if (!health.data) {
      return (
        <div className="space-y-4">
          <p className="text-sm text-ink-700">{t('card.empty')}</p>
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {t('card.add')}
          </Button>
        </div>
      );
    }
    return (
      <div className="space-y-5">
        <HealthSummary health={health.data} />
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button variant="secondary" onClick={() => setIsEditing(true)}>
            {t('card.edit')}
          </Button>
          <Button variant="danger-outline" isLoading={withdraw.isPending} onClick={() => void onWithdraw()}>
            {t('withdraw.submit')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card id="health" className="scroll-mt-24">
      <section aria-labelledby="health-card-title">
        <h2 id="health-card-title" className="text-lg font-semibold text-ink-950">
          {t('card.title')}
        </h2>
        <p className="mt-1 mb-5 text-sm text-ink-500">{t('card.description')}</p>
        {body()}
      </section>
    </Card>
  );
}
