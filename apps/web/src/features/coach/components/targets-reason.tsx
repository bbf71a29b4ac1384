import type { EnergyTargets } from '@vitalia/contracts';
import { ShieldCheck, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCoachNumbers } from './coach-numbers';

/**
 * Why the day's energy is what it is, in one line: the change to maintenance, the goal as applied and the week's
 * sessions ("+300 kcal · Goal: gain weight · Sessions a week: 4"). Counts are written as "label: n" so that no
 * language needs plural forms.
 */
export function ReasonLine({ targets }: { targets: EnergyTargets }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const { reason } = targets;
  return (
    <p className="text-sm font-medium text-ink-700">
      {t('targets.reason', {
        change:
          reason.adjustmentKcal === 0 ? t('targets.maintenance') : numbers.kcalChange(reason.adjustmentKcal),
        goal: t(`goals.${reason.appliedGoal}.name`),
        sessions: numbers.number(reason.sessionsPerWeek),
      })}
    </p>
  );
}

/** The floor the engine raised the day to: said, so a smaller deficit than asked is not a surprise. */
export function FloorNote({ floorKcal }: { floorKcal: number }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  return (
    <p className="flex items-start gap-2 text-sm text-ink-700">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{t('targets.floor', { value: numbers.kcal(floorKcal) })}</span>
    </p>
  );
}

/**
 * Under 18 the engine plans no deficit (D9). Said calmly, as guidance rather than a warning; a minor who asked to
 * lose weight is told that the coach chose otherwise, and who can help.
 */
export function MinorNotice({ hasAskedToLose }: { hasAskedToLose: boolean }) {
  const { t } = useTranslation('coach');
  return (
    <div className="flex items-start gap-3 rounded-card bg-brand-50 p-4 text-brand-900">
      <Sprout className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <div className="space-y-1 text-sm">
        <p className="font-semibold">{t('minor.title')}</p>
        <p>{t('minor.body')}</p>
        {hasAskedToLose && <p>{t('minor.askedToLose')}</p>}
      </div>
    </div>
  );
}
