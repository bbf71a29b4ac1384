import type { MealDish } from '@vitalia/contracts';
import { ChefHat, ChevronRight, Clock, Refrigerator } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCoachNumbers } from '../coach-numbers';
import { DishDialog } from './dish-dialog';

/** A meal as a named dish: its name opens the recipe; its time and the member's servings; why it is here today. */
export function DishSummary({ dish }: { dish: MealDish }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const [isOpen, setIsOpen] = useState(false);
  const reason = dish.isLeftover
    ? t('meals.dish.leftover')
    : dish.tomorrowPortion !== null
      ? t('meals.dish.cookForTomorrow')
      : null;
  return (
    <div className="mt-3">
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-haspopup="dialog"
        className="flex w-full items-center gap-3 rounded-control border border-ink-100 px-3 py-3 text-start hover:bg-ink-50"
      >
        <ChefHat className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <span className="min-w-0 flex-1 font-medium text-ink-950">{dish.name}</span>
        <ChevronRight className="size-4 shrink-0 text-ink-500 rtl:-scale-x-100" aria-hidden="true" />
      </button>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          {numbers.minutes(dish.prepMinutes + dish.cookMinutes)}
        </span>{' '}
        <span>{t('meals.dish.portion', { count: dish.portion, value: numbers.servings(dish.portion) })}</span>
      </p>
      {reason && (
        <p className="mt-2 flex items-start gap-2 text-sm text-brand-800">
          <Refrigerator className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{reason}</span>
        </p>
      )}
      <DishDialog dish={dish} isOpen={isOpen} onClose={() => setIsOpen(false)} />
    </div>
  );
}
