import type { EnergyTargets } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useCoachNumbers } from './coach-numbers';

/** Energy per gram: protein and carbohydrates 4 kcal, fat 9. */
const macros = [
  { key: 'protein', field: 'proteinG', kcalPerGram: 4, colour: 'bg-brand-700' },
  { key: 'carbs', field: 'carbsG', kcalPerGram: 4, colour: 'bg-brand-300' },
  { key: 'fat', field: 'fatG', kcalPerGram: 9, colour: 'bg-accent-400' },
] as const;

/**
 * Protein, carbohydrates and fat in grams, with one bar split by their share of the energy. The bar is a flex row,
 * so it starts at the inline start and reads right to left in Arabic; it is decoration, the list says it all.
 */
export function MacroBreakdown({ targets }: { targets: EnergyTargets }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const parts = macros.map((macro) => {
    const grams = targets[macro.field];
    return { ...macro, grams, kcal: grams * macro.kcalPerGram };
  });
  const total = parts.reduce((sum, part) => sum + part.kcal, 0);
  const shareOf = (kcal: number) => (total > 0 ? kcal / total : 0);

  return (
    <div>
      <h3 className="mb-3 text-sm font-semibold text-ink-900">{t('targets.macros')}</h3>
      <div aria-hidden="true" className="flex h-3 overflow-hidden rounded-full bg-ink-100">
        {parts.map((part) => (
          <div key={part.key} className={part.colour} style={{ width: `${shareOf(part.kcal) * 100}%` }} />
        ))}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {parts.map((part) => (
          <div key={part.key} className="min-w-0">
            <dt className="flex items-start gap-1.5 text-xs font-medium text-ink-500">
              <span className={cx('mt-0.5 size-2.5 shrink-0 rounded-full', part.colour)} aria-hidden="true" />
              <span className="min-w-0 break-words">{t(`targets.${part.key}`)}</span>
            </dt>
            <dd className="mt-1 text-lg font-semibold text-ink-950">{numbers.grams(part.grams)}</dd>
            <dd className="text-xs text-ink-500">
              {t('targets.macroShare', { share: numbers.share(shareOf(part.kcal)) })}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
