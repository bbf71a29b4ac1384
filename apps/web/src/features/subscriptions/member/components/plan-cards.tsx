import { yearlySavingPercent, type Plan } from '@vitalia/contracts';
import { Check, CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../components/ui/cx';
import { formatMoney, formatPercent } from '../../../../lib/format';
import { currentLanguage } from '../../../../lib/i18n';
import { planNameOf } from '../../../../lib/plan-name';

/**
 * D4: the yearly badge, from the real prices of the plans on show: a yearly plan against the monthly plan of the same
 * tier and currency. Null when there is no such monthly plan or nothing to save.
 */
export function yearlySavingOf(plan: Plan, plans: readonly Plan[]): number | null {
  if (plan.type !== 'yearly') return null;
  const monthly = plans.find(
    (other) => other.type === 'monthly' && other.tier === plan.tier && other.currency === plan.currency,
  );
  return monthly ? yearlySavingPercent(monthly.priceCents, plan.priceCents) : null;
}

export interface PlanCardsProps {
  plans: readonly Plan[];
  selectedPlanId: string | null;
  onSelect: (planId: string) => void;
  /** Shown but not choosable (the plan the member already has, say). */
  disabledPlanIds?: readonly string[];
  /** Marks one card "Your plan". */
  currentPlanId?: string | null;
  /** Names the radio group for screen readers; "Plans" unless told. */
  label?: string;
}

/**
 * The plans as one radio group (native radios: arrow keys move the choice, Tab leaves the group). Each card says
 * what the plan costs in the reader's money style and what it gives; a yearly card shows what it saves.
 */
export function PlanCards({
  plans,
  selectedPlanId,
  onSelect,
  disabledPlanIds = [],
  currentPlanId = null,
  label,
}: PlanCardsProps) {
  const { t } = useTranslation('plans');
  const groupName = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label ?? t('cards.label')}
      className={cx('grid gap-3 sm:gap-4', plans.length >= 3 ? 'lg:grid-cols-3' : 'md:grid-cols-2')}
    >
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          groupName={groupName}
          isSelected={plan.id === selectedPlanId}
          isDisabled={disabledPlanIds.includes(plan.id)}
          isCurrent={plan.id === currentPlanId}
          savingPercent={yearlySavingOf(plan, plans)}
          onSelect={onSelect}
        />
      ))}
    </div>
  );
}

function PlanCard({
  plan,
  groupName,
  isSelected,
  isDisabled,
  isCurrent,
  savingPercent,
  onSelect,
}: {
  plan: Plan;
  groupName: string;
  isSelected: boolean;
  isDisabled: boolean;
  isCurrent: boolean;
  savingPercent: number | null;
  onSelect: (planId: string) => void;
}) {
  const { t } = useTranslation('plans');
  const language = currentLanguage();
  const id = useId();
  const isFree = plan.tier === 'free' || plan.priceCents === 0;
  const perks = t(`perks.${plan.tier}`, { returnObjects: true }) as string[];

  return (
    <label
      className={cx(
        'relative flex flex-col rounded-card bg-white p-5 shadow-card ring-1 ring-inset transition-shadow sm:p-6',
        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
        isSelected ? 'ring-2 ring-brand-600' : 'ring-ink-100',
        isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:ring-brand-300',
        isSelected && !isDisabled && 'hover:ring-brand-600',
      )}
    >
      <input
        type="radio"
        name={groupName}
        value={plan.id}
        checked={isSelected}
        disabled={isDisabled}
        onChange={() => onSelect(plan.id)}
        aria-labelledby={`${id}-name ${id}-interval`}
        aria-describedby={`${id}-price ${id}-badges ${id}-perks`}
        className="sr-only"
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p id={`${id}-name`} className="text-lg font-semibold text-ink-950">
            {planNameOf(t, plan)}
          </p>
          <p id={`${id}-interval`} className="text-sm text-ink-500">
            {isFree ? t('cards.freeInterval') : t(`cards.interval.${plan.type}`)}
          </p>
        </div>
        <span
          aria-hidden="true"
          className={cx(
            'grid size-6 shrink-0 place-items-center rounded-full ring-2 ring-inset',
            isSelected ? 'bg-brand-700 text-white ring-brand-700' : 'ring-ink-200',
          )}
        >
          {isSelected && <Check className="size-4" strokeWidth={3} />}
        </span>
      </div>

      <div id={`${id}-badges`} className="mt-3 flex min-h-6 flex-wrap gap-2 empty:hidden">
        {savingPercent != null && (
          <span className="inline-flex items-center rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-accent-600">
            {t('cards.save', { percent: formatPercent(savingPercent, language) })}
          </span>
        )}
        {isCurrent && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            <CircleCheck className="size-3.5" aria-hidden="true" />
            {t('cards.current')}
          </span>
        )}
      </div>

      <div id={`${id}-price`} className="mt-3">
        {isFree ? (
          <p className="text-3xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
            {t('cards.freePrice')}
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-3xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
                {formatMoney(plan.priceCents, plan.currency, language)}
              </span>
              <span className="text-sm text-ink-500">{t(`cards.per.${plan.type}`)}</span>
            </p>
            {plan.type === 'yearly' && (
              <p className="mt-1 text-sm text-ink-500">
                {t('cards.perMonthEquivalent', {
                  price: formatMoney(Math.round(plan.priceCents / 12), plan.currency, language),
                })}
              </p>
            )}
          </>
        )}
      </div>

      <ul id={`${id}-perks`} className="mt-5 space-y-2.5 border-t border-ink-100 pt-5">
        {perks.map((perk) => (
          <li key={perk} className="flex items-start gap-2 text-sm text-ink-700">
            <Check
              className={cx('mt-0.5 size-4 shrink-0', isFree ? 'text-ink-500' : 'text-brand-600')}
              aria-hidden="true"
            />
            <span>{perk}</span>
          </li>
        ))}
      </ul>
    </label>
  );
}
