import type { Plan, SubscriptionDetails, SwitchPreview } from '@vitalia/contracts';
import { ArrowLeftRight, CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Card } from '../../../../../components/ui/card';
import type { Notice } from '../../../../../components/ui/notice-banner';
import { FormError } from '../../../../../components/ui/field';
import { apiErrorOf } from '../../../../../lib/api-client';
import { formatLongDateOf, formatMoney, formatPercent } from '../../../../../lib/format';
import { useErrorText } from '../../../../../lib/form-errors';
import { currentLanguage } from '../../../../../lib/i18n';
import { usePlans } from '../../api/get-plans';
import { usePreviewSwitch } from '../../api/preview-switch';
import { useSwitchPlan } from '../../api/switch-plan';
import { yearlySavingOf } from '../plan-cards';
import { planLabel, SentenceWithAmount } from './billing-text';

/** The Premium plan on the other billing period, in the same money: what "switch" means on this screen (D4). */
export function counterpartOf(current: Plan, plans: readonly Plan[]): Plan | null {
  return (
    plans.find(
      (plan) =>
        plan.isActive &&
        plan.tier === current.tier &&
        plan.currency === current.currency &&
        plan.type !== current.type,
    ) ?? null
  );
}

/**
 * What confirming the switch will do, in words and before it is done: charged now, the new price less the credit for
 * the unused part of the current period (D4 proration), or nothing until the date it applies.
 */
export function SwitchPreviewText({ preview }: { preview: SwitchPreview }) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const { plan } = preview;
  if (preview.effective === 'now') {
    const creditCents = Math.max(0, plan.priceCents - preview.amountDueNowCents);
    return (
      <p>
        <SentenceWithAmount
          text={t(creditCents > 0 ? 'switch.previewNowWithCredit' : 'switch.previewNow', {
            amount: formatMoney(preview.amountDueNowCents, preview.currency, language),
            price: formatMoney(plan.priceCents, plan.currency, language),
            credit: formatMoney(creditCents, preview.currency, language),
            plan: planLabel(t, plan),
          })}
        />
      </p>
    );
  }
  return (
    <p>
      <SentenceWithAmount
        text={t(`switch.previewLater.${plan.type}`, {
          plan: planLabel(t, plan),
          date: formatLongDateOf(preview.effectiveAt, language),
          price: formatMoney(plan.priceCents, plan.currency, language),
        })}
      />
    </p>
  );
}

function ConfirmSwitch({
  preview,
  onConfirm,
  onClose,
  isConfirming,
  errorCode,
}: {
  preview: SwitchPreview;
  onConfirm: () => void;
  onClose: () => void;
  isConfirming: boolean;
  errorCode: string | null;
}) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The preview replaces the button that asked for it: focus follows, so the next step is where the reader is.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="mt-4 rounded-control bg-ink-50 p-4 ring-1 ring-inset ring-ink-100 sm:p-5">
      <h3 ref={headingRef} tabIndex={-1} className="font-semibold text-ink-950 focus:outline-none">
        {t('switch.confirmTitle', { plan: planLabel(t, preview.plan) })}
      </h3>
      <div className="mt-2 text-sm text-ink-700">
        <SwitchPreviewText preview={preview} />
      </div>
      {errorCode && (
        <div className="mt-3">
          <FormError message={errorText(errorCode) ?? null} />
        </div>
      )}
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Button isLoading={isConfirming} onClick={onConfirm}>
          {preview.effective === 'now' ? t('switch.confirmAndPay') : t('switch.confirm')}
        </Button>
        <Button variant="ghost" disabled={isConfirming} onClick={onClose}>
          {t('switch.notNow')}
        </Button>
      </div>
    </div>
  );
}

/**
 * Monthly ↔ yearly (D4): monthly → yearly is charged now, less the unused part of the month; yearly → monthly waits
 * for the period end. The member reads what will happen (the server's preview) before confirming. A scheduled switch
 * can be called off: switching to the current plan again keeps it.
 */
export function PlanSwitch({
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
  const plans = usePlans();
  const preview = usePreviewSwitch();
  const switchPlan = useSwitchPlan();
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const current = details.plan;
  const shown = preview.data?.data;
  const target = plans.data ? counterpartOf(current, plans.data) : null;
  // Nothing to offer (no plan on the other period for sale), or the list did not load: the section stays away.
  if (!details.scheduledPlan && !target) return null;

  const periodEnd = details.currentPeriodEnd ? formatLongDateOf(details.currentPeriodEnd, language) : '';

  function onAskPreview(planId: string) {
    onNotice(null);
    setConfirmError(null);
    preview.mutate({ body: { planId } });
  }

  function onClose() {
    setConfirmError(null);
    preview.reset();
  }

  async function onConfirm(confirmed: SwitchPreview) {
    setConfirmError(null);
    try {
      await switchPlan.mutateAsync({ body: { planId: confirmed.plan.id } });
      preview.reset();
      const plan = planLabel(t, confirmed.plan);
      onNotice({
        tone: 'success',
        text:
          confirmed.effective === 'now'
            ? t('switch.doneNow', { plan })
            : t('switch.doneLater', { plan, date: formatLongDateOf(confirmed.effectiveAt, language) }),
      });
    } catch (error) {
      setConfirmError(apiErrorOf(error).code);
    }
  }

  async function onKeepCurrent() {
    try {
      await switchPlan.mutateAsync({ body: { planId: current.id } });
      onNotice({ tone: 'success', text: t('switch.kept', { plan: planLabel(t, current) }) });
    } catch (error) {
      onNotice({ tone: 'error', text: errorText(apiErrorOf(error).code) ?? '' });
    }
  }

  const saving = target?.type === 'yearly' ? yearlySavingOf(target, [current, target]) : null;

  return (
    <Card className="!p-5 sm:!p-6">
      <section aria-labelledby={headingId}>
        <div className="flex items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <ArrowLeftRight className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id={headingId} className="font-semibold text-ink-950">
              {t('switch.title')}
            </h2>
            <p className="text-sm text-ink-500">{t(`switch.currentPeriod.${current.type}`)}</p>
          </div>
        </div>

        {details.scheduledPlan ? (
          <div className="mt-4 space-y-4">
            <p className="flex items-start gap-2 text-sm text-ink-900">
              <CalendarClock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                {t('current.scheduled', { plan: planLabel(t, details.scheduledPlan), date: periodEnd })}
              </span>
            </p>
            <Button variant="secondary" isLoading={switchPlan.isPending} onClick={() => void onKeepCurrent()}>
              {t('switch.keep', { plan: planLabel(t, current) })}
            </Button>
          </div>
        ) : target && shown ? (
          <ConfirmSwitch
            preview={shown}
            isConfirming={switchPlan.isPending}
            errorCode={confirmError}
            onConfirm={() => void onConfirm(shown)}
            onClose={onClose}
          />
        ) : (
          target && (
            <div className="mt-4 space-y-4">
              <p className="text-sm text-ink-700">
                <SentenceWithAmount
                  text={t(`switch.pitch.${target.type}`, {
                    price: formatMoney(target.priceCents, target.currency, language),
                  })}
                />
                {saving != null && (
                  <span className="ms-2 inline-flex rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-600">
                    {t('switch.save', { percent: formatPercent(saving, language) })}
                  </span>
                )}
              </p>
              {preview.isError && <FormError message={errorText(apiErrorOf(preview.error).code) ?? null} />}
              <Button
                variant="secondary"
                isLoading={preview.isPending}
                onClick={() => onAskPreview(target.id)}
              >
                {t(`switch.to.${target.type}`)}
              </Button>
            </div>
          )
        )}
      </section>
    </Card>
  );
}
