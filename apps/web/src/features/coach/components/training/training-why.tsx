import type { ProgressionAdaptation, TrainingWeek } from '@vitalia/contracts';
import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCoachNumbers } from '../coach-numbers';

/**
 * Weeks to a block: three building up, the fourth a deload. The contract bounds `blockWeek` to 1–4 but does not name
 * the length itself; the API's `blockLength` is 4.
 */
export const blockLength = 4;

/**
 * What made the adaptation, in words that fit its change: sessions missed held the step (some) or stepped it back
 * (most); a step held although it went well means the member is at the top of the ladder.
 */
function causeKeyOf({ change, because }: ProgressionAdaptation) {
  if (because === 'missed_sessions') return change === 'step_back' ? 'mostMissed' : 'someMissed';
  if (change === 'hold' && (because === 'on_track' || because === 'too_easy')) return 'atTop';
  return because;
}

/**
 * The parts of the week's "why", from the facts the API sends (decision 028: numbers are the engine's, words the
 * web's): where the week sits in its block, how many sessions (capped to keep a rest day), body weight only when
 * there is no equipment, and what the sessions before changed. The first week of a block was decided by the whole
 * block before it (after its deload), the others by the week before. A deload says why it is lighter instead.
 */
export function useTrainingWhy(week: TrainingWeek): string[] {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const { reason } = week;
  const { adaptation } = reason;
  const parts = [
    week.isDeload
      ? t('training.why.deload')
      : t('training.why.week', {
          number: numbers.number(week.blockWeek),
          total: numbers.number(blockLength),
        }),
    reason.plannedSessions === 0
      ? t('training.why.noSessions')
      : reason.isCapped
        ? t('training.why.capped', { count: numbers.number(reason.plannedSessions) })
        : t('training.why.sessions', { count: numbers.number(reason.plannedSessions) }),
  ];
  if (reason.equipmentCount === 0 && reason.plannedSessions > 0) parts.push(t('training.why.bodyWeightOnly'));
  if (adaptation && !week.isDeload) {
    const after = week.blockWeek === 1 ? 'afterBlock' : 'afterWeek';
    parts.push(
      t('training.why.adaptation', {
        change: t(`training.why.${after}.change.${adaptation.change}`),
        cause: t(`training.why.${after}.cause.${causeKeyOf(adaptation)}`),
      }),
    );
  }
  return parts;
}

/** The week's "why", in one short line under the week switcher. */
export function TrainingWhy({ week }: { week: TrainingWeek }) {
  const { t } = useTranslation('coach');
  const parts = useTrainingWhy(week);
  return (
    <p className="flex items-start gap-2 text-sm font-medium text-ink-700">
      <Sparkles className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{parts.join(t('training.why.separator'))}</span>
    </p>
  );
}
