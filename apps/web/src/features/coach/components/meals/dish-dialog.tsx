import type { MealDish } from '@vitalia/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../../components/ui/close-button';
import { ModalDialog } from '../../../../components/ui/modal-dialog';
import { useCoachNumbers } from '../coach-numbers';

/**
 * A dish as the member cooks it: its times, its foods for their servings (raw, as bought) and its steps. The content
 * is mounted only while open, so a closed dialog costs nothing in a week of 28 meals.
 */
export function DishDialog({
  dish,
  isOpen,
  onClose,
}: {
  dish: MealDish;
  isOpen: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const titleId = useId();
  return (
    <ModalDialog
      isOpen={isOpen}
      onCancel={onClose}
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 shadow-dialog open:animate-rise"
    >
      {isOpen && (
        <div className="p-5 sm:p-6">
          <div className="flex items-start justify-between gap-3">
            <h2 id={titleId} className="pt-2 text-lg font-semibold text-ink-950">
              {dish.name}
            </h2>
            <CloseButton label={t('meals.dish.close')} onClick={onClose} className="-me-2" />
          </div>
          <p className="mt-1 text-sm text-ink-700">
            {t('meals.dish.times', {
              prep: numbers.minutes(dish.prepMinutes),
              cook: numbers.minutes(dish.cookMinutes),
            })}
          </p>
          <h3 className="mt-5 font-semibold text-ink-950">
            {t('meals.dish.ingredients', {
              count: dish.portion,
              value: numbers.servings(dish.portion),
            })}
          </h3>
          <ul className="mt-2 divide-y divide-ink-100">
            {dish.ingredients.map((ingredient) => (
              <li key={ingredient.foodId} className="flex items-baseline gap-3 py-2">
                <span className="min-w-0 flex-1 text-ink-950">{ingredient.name}</span>{' '}
                <span className="shrink-0 text-sm text-ink-700 tabular-nums">
                  {numbers.grams(ingredient.grams)}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-1 text-xs text-ink-500">{t('meals.dish.seasoning')}</p>
          <h3 className="mt-5 font-semibold text-ink-950">{t('meals.dish.steps')}</h3>
          <ol className="mt-2 list-decimal space-y-2 ps-5 text-ink-900">
            {dish.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </div>
      )}
    </ModalDialog>
  );
}
