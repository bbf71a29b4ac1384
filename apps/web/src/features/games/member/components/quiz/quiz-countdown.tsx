import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../../components/ui/cx';
import { useGameFormat } from '../../hooks/use-game-format';

/** From this many seconds left the bar turns to the accent colour and screen readers hear it once. */
export const warningSeconds = 10;

/**
 * The question's time left: a bar that empties and the seconds, ticking. The ticking itself is not announced (a
 * `timer` is silent); a polite live region says the moments that matter, once each: ten seconds left, time up.
 */
export function QuizCountdown({ remainingMs, totalMs }: { remainingMs: number; totalMs: number }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const seconds = Math.ceil(remainingMs / 1000);
  const share = totalMs > 0 ? Math.min(1, remainingMs / totalMs) : 0;
  const isWarning = seconds <= warningSeconds;
  const announcement =
    seconds === 0
      ? t('quiz.timeUp')
      : isWarning
        ? t('quiz.timer.warning', { count: warningSeconds, number: format.number(warningSeconds) })
        : '';
  return (
    <div className="flex items-center gap-3">
      <Timer
        className={cx('size-5 shrink-0', isWarning ? 'text-accent-600' : 'text-ink-500')}
        aria-hidden="true"
      />
      <div aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-ink-100">
        <div
          className={cx(
            'h-full rounded-full transition-[width] duration-200 ease-linear motion-reduce:transition-none',
            seconds <= 5 ? 'bg-danger-600' : isWarning ? 'bg-accent-400' : 'bg-brand-500',
          )}
          style={{ width: `${100 * share}%` }}
        />
      </div>
      <p className="min-w-16 text-end text-sm font-semibold tabular-nums text-ink-950">
        <span className="sr-only">{t('quiz.timer.label')} </span>
        <span role="timer">{format.narrowSeconds(seconds)}</span>
      </p>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
