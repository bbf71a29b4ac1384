import type { Meal, MealSlot, MealTargets } from '@vitalia/contracts';
import { Apple, CircleAlert, CircleCheck, Moon, Shuffle, Sun, Sunrise, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { Spinner } from '../../../../components/ui/spinner';
import { useErrorText } from '../../../../lib/form-errors';
import { useCoachNumbers } from '../coach-numbers';
import { DishSummary } from './dish-summary';

const slotIcons: Record<MealSlot, LucideIcon> = {
  breakfast: Sunrise,
  lunch: Sun,
  dinner: Moon,
  snack: Apple,
};

/** How the last swap of this meal ended: done, or refused with a code (7802: no other meal fits this day). */
export type SwapOutcome = { isDone: true } | { isDone: false; code: string };

/**
 * One meal: its named dish (issue 38), or its foods with grams and energy where no dish fitted the day; its totals,
 * why it is this size (its share of the day's targets), and a swap. While the swap runs the card says so and keeps
 * its place; the new meal takes it when the answer comes, and a line says what happened. The button is only marked
 * disabled (`aria-disabled`) while a swap runs, so keyboard focus stays on it.
 */
export function MealCard({
  meal,
  targets,
  isSwapping,
  canSwap,
  outcome,
  onSwap,
}: {
  meal: Meal;
  targets: MealTargets;
  isSwapping: boolean;
  /** One swap at a time: each answer is the whole week, so two in flight could land out of order. */
  canSwap: boolean;
  outcome: SwapOutcome | null;
  onSwap: () => void;
}) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const errorText = useErrorText();
  const headingId = useId();
  const Icon = slotIcons[meal.slot];
  const { totals } = meal;

  return (
    <Card className="!p-4 sm:!p-5">
      <section aria-labelledby={headingId} aria-busy={isSwapping || undefined}>
        <div className="flex items-center justify-between gap-3">
          <div className="flex min-w-0 items-center gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 id={headingId} className="font-semibold text-ink-950">
              {t(`meals.slots.${meal.slot}`)}
            </h3>
          </div>
          <p className="shrink-0 text-sm font-semibold text-ink-900">{numbers.kcal(totals.kcal)}</p>
        </div>

        <div className={cx('transition-opacity', isSwapping && 'opacity-40')}>
          {meal.dish ? (
            <DishSummary dish={meal.dish} />
          ) : (
            <ul className="mt-3 divide-y divide-ink-100">
              {meal.items.map((item) => (
                <li key={item.foodId} className="flex items-baseline gap-3 py-2">
                  {/* The spaces are not drawn between flex items; they keep the words apart when read. */}
                  <span className="min-w-0 flex-1 text-ink-950">{item.name}</span>{' '}
                  <span className="shrink-0 text-sm text-ink-500 tabular-nums">
                    {numbers.grams(item.grams)}
                  </span>{' '}
                  <span className="min-w-20 shrink-0 whitespace-nowrap text-end text-sm text-ink-700 tabular-nums">
                    {numbers.kcal(item.kcal)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="mt-1 text-xs text-ink-500">
          {t('meals.macroLine', {
            protein: numbers.grams(totals.proteinG),
            carbs: numbers.grams(totals.carbsG),
            fat: numbers.grams(totals.fatG),
          })}
        </p>
        <p className="mt-1 text-xs text-ink-700">
          {t('meals.why', {
            share: numbers.share(totals.kcal / targets.kcal),
            target: numbers.kcal(targets.kcal),
            protein: numbers.grams(totals.proteinG),
            proteinTarget: numbers.grams(targets.proteinG),
          })}
        </p>

        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
          <button
            type="button"
            onClick={() => {
              if (canSwap) onSwap();
            }}
            aria-disabled={!canSwap || undefined}
            aria-describedby={headingId}
            className={cx(
              buttonClasses({ variant: 'secondary' }),
              'aria-disabled:cursor-not-allowed aria-disabled:opacity-60 sm:self-start',
            )}
          >
            {isSwapping ? <Spinner size="sm" /> : <Shuffle className="size-4" aria-hidden="true" />}
            {isSwapping ? t('meals.swap.pending') : t('meals.swap.action')}
          </button>
          <div role="status" aria-live="polite" aria-atomic="true" className="min-w-0">
            {outcome?.isDone && (
              <p className="flex items-start gap-2 text-sm font-medium text-brand-800">
                <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{t('meals.swap.done')}</span>
              </p>
            )}
          </div>
          {outcome && !outcome.isDone && (
            <p role="alert" className="flex items-start gap-2 text-sm text-danger-700">
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{errorText(outcome.code)}</span>
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}
