import { useTranslation } from 'react-i18next';
import { useGameFormat } from '../../hooks/use-game-format';

/**
 * "Question 3 of 10" (or what `text` says instead) and the bar it fills, as one progress bar for assistive
 * technology.
 */
export function QuizProgress({ number, total, text }: { number: number; total: number; text?: string }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const valueText =
    text ?? t('quiz.progress.value', { number: format.number(number), total: format.number(total) });
  return (
    <div className="space-y-1.5">
      <p aria-hidden="true" className="text-sm font-medium text-ink-700">
        {valueText}
      </p>
      <div
        role="progressbar"
        aria-label={t('quiz.progress.label')}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={number}
        aria-valuetext={valueText}
        className="h-1.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${(100 * Math.min(number, total)) / Math.max(total, 1)}%` }}
        />
      </div>
    </div>
  );
}
