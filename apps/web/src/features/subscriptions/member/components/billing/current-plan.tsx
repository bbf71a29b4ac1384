import { cardQuery, paths, type CancellationReason } from '@vitalia/contracts';
import type { SubscriptionDetails } from '@vitalia/contracts';
import { Banknote, CalendarClock, CreditCard, ExternalLink } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { showErrorAlert } from '../../../../../lib/alert-store';
import { Button, buttonClasses } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import type { Notice } from '../../../../../components/ui/notice-banner';
import { cx } from '../../../../../components/ui/cx';
import { apiErrorOf } from '../../../../../lib/api-client';
import { formatLongDateOf, formatMoney } from '../../../../../lib/format';
import { useErrorText } from '../../../../../lib/form-errors';
import { currentLanguage } from '../../../../../lib/i18n';
import { planNameOf } from '../../../../../lib/plan-name';
import { useLandingParams } from '../../../../../lib/use-landing-params';
import { useCancelSubscription } from '../../api/cancel-subscription';
import { useOpenCardPortal } from '../../api/open-card-portal';
import { useResumeSubscription } from '../../api/resume-subscription';
import { CardOnFile, Isolate, SentenceWithAmount } from './billing-text';
import { CancelDialog } from './cancel-dialog';

type StatusKey = 'active' | 'cancelling' | 'pastDue' | 'expired';

const statusTone: Record<StatusKey, string> = {
  active: 'bg-success-50 text-success-600 ring-brand-200',
  cancelling: 'bg-accent-100 text-accent-600 ring-accent-400/40',
  pastDue: 'bg-danger-50 text-danger-700 ring-danger-600/30',
  expired: 'bg-ink-100 text-ink-700 ring-ink-200',
};

export function statusKeyOf(details: Pick<SubscriptionDetails, 'status' | 'isActive'>): StatusKey {
  if (details.status === 'past_due') return 'pastDue';
  if (details.status === 'expired' || !details.isActive) return 'expired';
  if (details.status === 'cancelled') return 'cancelling';
  return 'active';
}

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:items-center sm:gap-4">
      <dt className="flex items-center gap-2 text-sm text-ink-500">
        {icon}
        {term}
      </dt>
      <dd className="ps-6 text-sm font-medium text-ink-950 sm:ps-0">{children}</dd>
    </div>
  );
}

/**
 * The member's plan: what it is and costs, where it stands (active, cancelling, payment failed, expired), when it
 * renews or ends, the card it is paid with, and what can be done about it now.
 */
const cardQueryNames = [cardQuery.name];

export function CurrentPlan({
  details,
  onNotice,
}: {
  details: SubscriptionDetails;
  /** The answer to an action, shown at the top of the screen; null takes the last one away. */
  onNotice: (notice: Omit<Notice, 'id'> | null) => void;
}) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const language = currentLanguage();
  const headingId = useId();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const portal = useOpenCardPortal();

  const { plan } = details;
  const status = statusKeyOf(details);
  const isPremium = details.tier === 'premium';
  const date = (iso: string | null) => (iso ? formatLongDateOf(iso, language) : '');
  const periodEnd = date(details.currentPeriodEnd);
  const nextPlan = details.scheduledPlan ?? plan;
  const canCancel = isPremium && details.status === 'active';
  const canResume = details.cancelAtPeriodEnd && details.isActive;

  const [isCancelOpen, setIsCancelOpen] = useState(false);

  function onCancelAsked() {
    onNotice(null);
    setIsCancelOpen(true);
  }

  async function onCancel(reason: CancellationReason | null) {
    try {
      const { data: updated } = await cancel.mutateAsync({ body: reason ? { reason } : {} });
      setIsCancelOpen(false);
      onNotice({ tone: 'success', text: t('cancel.done', { date: date(updated.currentPeriodEnd) }) });
    } catch (error) {
      setIsCancelOpen(false);
      showErrorAlert(errorText(apiErrorOf(error).code) ?? '');
    }
  }

  async function onResume() {
    try {
      const { data: updated } = await resume.mutateAsync({});
      onNotice({ tone: 'success', text: t('resume.done', { date: date(updated.currentPeriodEnd) }) });
    } catch (error) {
      showErrorAlert(errorText(apiErrorOf(error).code) ?? '');
    }
  }

  function onUpdateCard() {
    // Success leaves the page for the provider's portal; only a failure stays here to be told.
    portal.mutate({}, { onError: (error) => showErrorAlert(errorText(apiErrorOf(error).code) ?? '') });
  }

  // `?card=update` (a failed renewal's email and bell) opens the card page at once; `?card=updated` is the card page
  // coming back. Either is read once and leaves the address, so a reload does neither again.
  useLandingParams(cardQueryNames, (params) => {
    const step = params.get(cardQuery.name);
    if (step === cardQuery.updated) onNotice({ tone: 'success', text: t('card.updated') });
    if (step === cardQuery.update && details.canManageCard) onUpdateCard();
  });

  const statusLine: Record<StatusKey, string> = {
    active: t('status.active'),
    cancelling: t('status.cancelling', { date: periodEnd }),
    pastDue: t('status.pastDue'),
    expired: t('status.expired'),
  };

  return (
    <Card className="!p-5 sm:!p-6">
      <section aria-labelledby={headingId}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-sm font-medium text-ink-500">
              {t('current.title')}
            </h2>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <span className="text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
                {planNameOf(t, plan)}
              </span>
              {/* The name already says the tier; what tells two Premium plans apart is how often they are billed. */}
              {isPremium && (
                <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
                  {t(`interval.${plan.type}`)}
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-ink-700">
              {plan.priceCents === 0 ? (
                t('current.freePrice')
              ) : (
                <SentenceWithAmount
                  text={t(`price.${plan.type}`, {
                    price: formatMoney(plan.priceCents, plan.currency, language),
                  })}
                />
              )}
            </p>
          </div>
          <span
            data-testid="subscription-status"
            className={cx(
              'rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset',
              statusTone[status],
            )}
          >
            {statusLine[status]}
          </span>
        </div>

        {status === 'pastDue' && details.graceEndsAt && (
          <p className="mt-4 rounded-control bg-danger-50 px-3.5 py-3 text-sm text-danger-700">
            {t('current.pastDue', { date: date(details.graceEndsAt) })}{' '}
            {details.canManageCard && t('current.pastDueUpdateCard')}
          </p>
        )}
        {status === 'cancelling' && (
          <p className="mt-4 rounded-control bg-accent-100/60 px-3.5 py-3 text-sm text-ink-900">
            {t('current.cancelling', { date: periodEnd })}
          </p>
        )}
        <dl className="mt-5 divide-y divide-ink-100 border-t border-ink-100">
          {isPremium && details.currentPeriodEnd && (
            <Row icon={<CalendarClock className="size-4" aria-hidden="true" />} term={t(`dates.${status}`)}>
              {status === 'pastDue' ? date(details.graceEndsAt) : periodEnd}
            </Row>
          )}
          {status === 'active' && isPremium && details.currentPeriodEnd && (
            <Row icon={<Banknote className="size-4" aria-hidden="true" />} term={t('dates.nextPayment')}>
              <Isolate>{formatMoney(nextPlan.priceCents, nextPlan.currency, language)}</Isolate>
            </Row>
          )}
          {!isPremium && (
            <Row icon={<CalendarClock className="size-4" aria-hidden="true" />} term={t('dates.renewal')}>
              {t('current.freeNoRenewal')}
            </Row>
          )}
          {isPremium && (
            <Row icon={<CreditCard className="size-4" aria-hidden="true" />} term={t('card.title')}>
              <span className="flex flex-wrap items-center justify-between gap-2">
                <span>
                  {details.card ? (
                    <CardOnFile t={t} brand={details.card.brand} last4={details.card.last4} />
                  ) : (
                    <span className="font-normal text-ink-500">{t('card.none')}</span>
                  )}
                </span>
                {details.canManageCard && (
                  <Button variant="secondary" isLoading={portal.isPending} onClick={onUpdateCard}>
                    {t('card.update')}
                    <ExternalLink className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                  </Button>
                )}
              </span>
            </Row>
          )}
        </dl>

        {(canCancel || canResume || status === 'expired') && (
          <div className="mt-5 flex flex-col gap-3 border-t border-ink-100 pt-5 sm:flex-row sm:flex-wrap">
            {canResume && (
              <Button isLoading={resume.isPending} onClick={() => void onResume()}>
                {t('current.resume')}
              </Button>
            )}
            {canCancel && (
              <Button variant="danger-outline" isLoading={cancel.isPending} onClick={onCancelAsked}>
                {t('current.cancel')}
              </Button>
            )}
            {status === 'expired' && (
              <Link to={paths.subscription()} className={buttonClasses()}>
                {t('current.chooseAgain')}
              </Link>
            )}
          </div>
        )}
      </section>
      <CancelDialog
        isOpen={isCancelOpen}
        periodEnd={periodEnd}
        isCancelling={cancel.isPending}
        onKeep={() => setIsCancelOpen(false)}
        onCancel={(reason) => void onCancel(reason)}
      />
    </Card>
  );
}
