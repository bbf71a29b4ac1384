import type { ChallengeState } from '@vitalia/contracts';
import { Check, Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../../../components/ui/cx';
import { TextInLanguage } from '../../../../../components/ui/text-in-language';
import { useGameFormat } from '../../hooks/use-game-format';

type Challenge = NonNullable<ChallengeState['challenge']>;

const quarters = [1, 2, 3, 4] as const;
/** The marks on the bar, at each quarter but the last (the bar's end is the goal). */
const marks = ['start-1/4', 'start-1/2', 'start-3/4'] as const;

/**
 * The month's challenge: its title, the progress toward the goal on a bar marked at each quarter (each quarter
 * reached gives points, so the marks are the moments they come), and the badge once complete.
 */
export function ChallengeProgress({ challenge, month }: { challenge: Challenge; month: string }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  const share = challenge.goal > 0 ? Math.min(1, challenge.progress / challenge.goal) : 0;
  const progressText = t(`challenge.progress.${challenge.metric}`, {
    count: challenge.goal,
    progress: format.number(challenge.progress),
    goal: format.number(challenge.goal),
  });
  return (
    <div className="space-y-5">
      <div>
        <p className="text-xs font-semibold uppercase text-ink-500 rtl:normal-case">
          {t('challenge.ofMonth', { month: format.month(month) })}
        </p>
        <h2 className="text-xl font-bold text-ink-950">
          <TextInLanguage value={challenge.title} />
        </h2>
        <p className="mt-1 text-sm text-ink-700">{t(`challenge.goal.${challenge.metric}`)}</p>
      </div>
      <div className="space-y-2">
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-semibold text-ink-950">{progressText}</p>
          <p className="text-sm font-medium tabular-nums text-ink-500">{format.share(share)}</p>
        </div>
        <div
          role="progressbar"
          aria-label={t('challenge.progressLabel')}
          aria-valuemin={0}
          aria-valuemax={challenge.goal}
          aria-valuenow={Math.min(challenge.progress, challenge.goal)}
          aria-valuetext={progressText}
          className="relative h-3 rounded-full bg-ink-100"
        >
          <div
            className={cx(
              'h-full rounded-full transition-[width] duration-500 motion-reduce:transition-none',
              challenge.isComplete ? 'bg-accent-400' : 'bg-brand-600',
            )}
            style={{ width: `${100 * share}%` }}
          />
          {marks.map((mark) => (
            <span
              key={mark}
              aria-hidden="true"
              className={cx('absolute inset-y-0 w-0.5 -translate-x-1/2 bg-white rtl:translate-x-1/2', mark)}
            />
          ))}
        </div>
        <ol className="grid grid-cols-4 gap-2" aria-label={t('challenge.milestones')}>
          {quarters.map((quarter) => {
            const isReached = challenge.milestones >= quarter;
            return (
              <li
                key={quarter}
                className={cx(
                  'flex items-center justify-center gap-1 rounded-full px-2 py-1 text-xs font-semibold tabular-nums',
                  isReached ? 'bg-brand-50 text-brand-800' : 'bg-ink-50 text-ink-500',
                )}
              >
                {isReached && <Check className="size-3.5 shrink-0" aria-hidden="true" />}
                {format.share(quarter / 4)}
                <span className="sr-only">
                  {isReached ? t('challenge.milestoneReached') : t('challenge.milestoneAhead')}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {challenge.isComplete && (
        <div className="flex items-center gap-3 rounded-card bg-accent-100/60 p-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent-400 text-white">
            <Medal className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <p className="font-semibold text-ink-950">{t('challenge.complete.title')}</p>
            <p className="text-sm text-ink-700">{t('challenge.complete.body')}</p>
          </div>
        </div>
      )}
    </div>
  );
}

/** The months whose challenge the member completed, newest first. */
export function BadgeList({ badges }: { badges: ChallengeState['badges'] }) {
  const { t } = useTranslation('games');
  const format = useGameFormat();
  if (badges.length === 0) return null;
  return (
    <section aria-labelledby="games-badges" className="space-y-3">
      <h3 id="games-badges" className="font-semibold text-ink-950">
        {t('challenge.badges')}
      </h3>
      <ul className="grid gap-2 sm:grid-cols-2">
        {badges.map((badge) => (
          <li
            key={badge.month}
            className="flex items-center gap-3 rounded-card bg-white p-3 ring-1 ring-ink-100"
          >
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-100 text-accent-600">
              <Medal className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-ink-950">
                <TextInLanguage value={badge.title} />
              </p>
              <p className="text-xs text-ink-500">{format.month(badge.month)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
