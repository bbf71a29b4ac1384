import { paths, type MealTargetBend, type MealWeek } from '@vitalia/contracts';
import { ArrowRight, RefreshCw, Scale, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';
import { useCoachNumbers } from '../coach-numbers';

/**
 * What every meal of the week was checked against, in the member's language: "Vegetarian · no tree nuts". The diets'
 * and allergens' names are the health step's own (the `health` namespace), so the coach and the profile never word
 * them differently. Eating everything is no restriction, so it is not listed.
 */
function useRestrictions(week: MealWeek): string[] {
  const { t } = useTranslation(['coach', 'health']);
  const locale = intlLocale(currentLanguage());
  return [
    ...week.diets.filter((diet) => diet !== 'omnivore').map((diet) => t(`health:diets.${diet}`)),
    ...week.allergies.map((allergen) =>
      // In a phrase ("no tree nuts"), not a list of names: the name loses its capital where the script has one.
      t('coach:meals.respects.without', {
        allergen: t(`health:allergens.${allergen}`).toLocaleLowerCase(locale),
      }),
    ),
  ];
}

/**
 * A target the engine bent to plan the week, said with its cause and the numbers: "Protein aimed at 125 g instead of
 * 156 g this week: …". The day's totals already read against the bent target.
 */
function BendNote({ bend, energyKcal }: { bend: MealTargetBend; energyKcal: number }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  return (
    <p className="flex items-start gap-2 rounded-card bg-accent-100/60 p-3 text-sm text-ink-900">
      <Scale className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden="true" />
      <span>
        {t('meals.bends.protein', { to: numbers.grams(bend.toG), from: numbers.grams(bend.fromG) })}{' '}
        {t(`meals.bends.because.${bend.because}`, { energy: numbers.kcal(energyKcal) })}
      </span>
    </p>
  );
}

/**
 * Under the week switcher: what the plan respects, a target bent to plan it, and that it was made again when the
 * answers changed.
 */
export function PlanNote({ week }: { week: MealWeek }) {
  const { t } = useTranslation('coach');
  const restrictions = useRestrictions(week);
  return (
    <div className="mb-5 space-y-3">
      <p className="flex items-start gap-2 text-sm text-ink-700">
        <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
        {restrictions.length > 0 ? (
          <span>{t('meals.respects.line', { list: restrictions.join(t('meals.respects.separator')) })}</span>
        ) : (
          <span>
            {t('meals.respects.none')}{' '}
            <Link
              to={`${paths.profile()}#health`}
              className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2"
            >
              {t('meals.respects.add')}
              <ArrowRight className="size-3.5 rtl:-scale-x-100" aria-hidden="true" />
            </Link>
          </span>
        )}
      </p>
      {week.bends.map((bend) => (
        <BendNote key={bend.target} bend={bend} energyKcal={week.targets.kcal} />
      ))}
      {week.wasRebuilt && (
        <p className="flex items-start gap-2 rounded-card bg-brand-50 p-3 text-sm text-brand-900">
          <RefreshCw className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{week.rebuiltBecause === 'library' ? t('meals.rebuiltLibrary') : t('meals.rebuilt')}</span>
        </p>
      )}
    </div>
  );
}
