import type { EnergyTargets } from '@vitalia/contracts';
import { CalendarClock, Flame } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useCoachNumbers } from './coach-numbers';
import { MacroBreakdown } from './macro-breakdown';
import { FloorNote, MinorNotice, ReasonLine } from './targets-reason';

function SecondaryFigure({ term, value, hint }: { term: string; value: string; hint: string }) {
  return (
    <div className="rounded-control bg-ink-50 p-3">
      <dt className="text-xs font-medium text-ink-500">{term}</dt>
      <dd className="mt-0.5 font-semibold text-ink-950">{value}</dd>
      <dd className="mt-0.5 text-xs text-ink-500">{hint}</dd>
    </div>
  );
}

/** The day's targets from the coach's engine (D9): the energy first, why it is that, then what it is made of. */
export function TargetsCard({ targets }: { targets: EnergyTargets }) {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const { reason } = targets;
  return (
    <SectionCard icon={Flame} title={t('targets.title')} description={t('targets.description')}>
      <div className="space-y-6">
        <div className="space-y-2">
          <p className="text-sm font-medium text-ink-500">{t('targets.energy')}</p>
          <p className="flex flex-wrap items-baseline gap-x-2 text-ink-950">
            <span className="text-4xl font-bold tracking-tight rtl:tracking-normal">
              {numbers.number(targets.energyKcal)}
            </span>
            <span className="text-base font-medium text-ink-500">{t('targets.kcal')}</span>
          </p>
          <ReasonLine targets={targets} />
          {reason.isAtFloor && <FloorNote floorKcal={targets.floorKcal} />}
        </div>
        {reason.isMinor && (
          <MinorNotice hasAskedToLose={reason.goal === 'lose' && reason.appliedGoal !== 'lose'} />
        )}
        <MacroBreakdown targets={targets} />
        <dl className="grid gap-3 sm:grid-cols-2">
          <SecondaryFigure
            term={t('targets.resting')}
            value={numbers.kcal(targets.restingKcal)}
            hint={t('targets.restingHint')}
          />
          <SecondaryFigure
            term={t('targets.maintenanceEnergy')}
            value={numbers.kcal(targets.maintenanceKcal)}
            hint={t('targets.maintenanceHint')}
          />
        </dl>
        <p className="flex items-start gap-2 border-t border-ink-100 pt-4 text-sm text-ink-500">
          <CalendarClock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>{t('targets.next')}</span>
        </p>
      </div>
    </SectionCard>
  );
}
