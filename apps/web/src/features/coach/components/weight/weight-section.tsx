import { paths } from '@vitalia/contracts';
import { ArrowRight, LineChart as ChartIcon, Scale, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { SectionCard } from '../../../../components/ui/section-card';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useWeights } from '../../api/weights';
import { useToday } from '../../hooks/use-today';
import { useCoachDates } from '../coach-dates';
import { useCoachNumbers } from '../coach-numbers';
import { WeightChart } from './weight-chart';
import { WeightForm } from './weight-form';

/** A weight is health data (D6): kept only with consent, given on the profile's health card. */
function ConsentNeeded() {
  const { t } = useTranslation('coach');
  return (
    <div className="flex items-start gap-3 rounded-card bg-accent-100/60 p-4">
      <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden="true" />
      <div className="min-w-0 space-y-2 text-sm">
        <p className="font-semibold text-ink-950">{t('weight.consent.title')}</p>
        <p className="text-ink-700">{t('weight.consent.body')}</p>
        <Link to={`${paths.profile()}#health`} className={buttonClasses({ variant: 'secondary' })}>
          {t('weight.consent.action')}
          <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}

/** The weights logged so far: the latest, then the chart, or what the chart will show once there is one. */
function WeightHistory() {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const numbers = useCoachNumbers();
  const weights = useWeights({ isEnabled: true });

  if (weights.data === undefined) {
    return weights.isError ? (
      <QueryLoadError query={weights} message={t('weight.loadFailed')} />
    ) : (
      <div className="space-y-2">
        <span role="status" className="sr-only">
          {t('weight.loading')}
        </span>
        <Skeleton className="h-40 w-full sm:h-48" />
      </div>
    );
  }
  const latest = weights.data.at(-1);
  if (!latest) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-card border border-dashed border-ink-200 px-4 py-6 text-center">
        <ChartIcon className="size-8 text-ink-300" aria-hidden="true" />
        <p className="font-semibold text-ink-950">{t('weight.empty.title')}</p>
        <p className="max-w-sm text-sm text-ink-500">{t('weight.empty.hint')}</p>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-ink-900">{t('weight.chart.title')}</h3>
      <p className="text-sm text-ink-700">
        {t('weight.latest', { weight: numbers.kilograms(latest.weightKg), day: dates.fullDate(latest.date) })}
      </p>
      <WeightChart entries={weights.data} />
    </div>
  );
}

/**
 * "Your weight", on the coach's Today under the targets: log a day's weight, see it over the last year beside the
 * energy target each gave. Shown once health data is shared (the checklist asks for it before); should consent have
 * been withdrawn since the screen was read, the API's 7800 turns it into where to give it again.
 */
export function WeightSection() {
  const { t } = useTranslation('coach');
  const today = useToday();
  const [isBlocked, setIsBlocked] = useState(false);
  return (
    <SectionCard icon={Scale} title={t('weight.title')} description={t('weight.description')}>
      {isBlocked ? (
        <ConsentNeeded />
      ) : (
        <div className="space-y-6">
          <WeightForm today={today} onConsentNeeded={() => setIsBlocked(true)} />
          <div className="border-t border-ink-100 pt-5">
            <WeightHistory />
          </div>
        </div>
      )}
    </SectionCard>
  );
}
