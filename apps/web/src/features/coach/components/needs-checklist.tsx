import { coachBodyRanges, paths, type CoachNeed } from '@vitalia/contracts';
import {
  ArrowRight,
  Cake,
  ClipboardList,
  HeartPulse,
  ListChecks,
  Ruler,
  Scale,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { SectionCard } from '../../../components/ui/section-card';
import { formatMeasure } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useCoachNumbers } from './coach-numbers';

/** Health data is given, changed and consented to on the profile's health card; the coach keeps no second form. */
const healthCard = `${paths.profile()}#health`;

/** The questions, on the coach's Today screen. */
export const questionsOnToday = `${paths.coach()}#coach-questions`;

/** Where each need is met: another screen, or the questions (further down Today, or on Today from another tab). */
const destinationsOf = (questionsTo: string): Record<CoachNeed, { icon: LucideIcon; to: string }> => ({
  healthConsent: { icon: HeartPulse, to: healthCard },
  height: { icon: Ruler, to: healthCard },
  weight: { icon: Scale, to: healthCard },
  birthDate: { icon: Cake, to: paths.profile() },
  settings: { icon: ListChecks, to: questionsTo },
});

/** The words of a need, with the ranges the coach plans within written in the reader's units. */
function useNeedBody() {
  const { t } = useTranslation('coach');
  const numbers = useCoachNumbers();
  const language = currentLanguage();
  const { heightCm, weightKg, ageYears } = coachBodyRanges;
  return (need: CoachNeed) => {
    switch (need) {
      case 'height':
        return t('needs.height.body', {
          min: formatMeasure(heightCm.min, 'centimeter', language),
          max: formatMeasure(heightCm.max, 'centimeter', language),
        });
      case 'weight':
        return t('needs.weight.body', {
          min: formatMeasure(weightKg.min, 'kilogram', language),
          max: formatMeasure(weightKg.max, 'kilogram', language),
        });
      case 'birthDate':
        return t('needs.birthDate.body', {
          min: numbers.number(ageYears.min),
          max: numbers.number(ageYears.max),
        });
      default:
        return t(`needs.${need}.body`);
    }
  };
}

/**
 * What the coach still lacks, in the API's order, each with the way to give it. Today says the targets appear once it
 * is done; the meals and shopping screens say what they will show, and send the questions to Today.
 */
export function NeedsChecklist({
  needs,
  description,
  questionsTo = '#coach-questions',
}: {
  needs: readonly CoachNeed[];
  description?: string;
  questionsTo?: string;
}) {
  const { t } = useTranslation('coach');
  const bodyOf = useNeedBody();
  const actionClasses = buttonClasses({ variant: 'secondary' });
  const destinations = destinationsOf(questionsTo);
  return (
    <SectionCard
      icon={ClipboardList}
      iconClassName="bg-accent-100 text-accent-600"
      title={t('needs.title')}
      description={description ?? t('needs.description')}
    >
      <ol className="space-y-3">
        {needs.map((need) => {
          const { icon: Icon, to } = destinations[need];
          const action = (
            <>
              {t(`needs.${need}.action`)}
              <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </>
          );
          return (
            <li
              key={need}
              className="flex items-start gap-3 rounded-control p-3 ring-1 ring-inset ring-ink-100"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-ink-500" aria-hidden="true" />
              <div className="min-w-0 flex-1 space-y-2">
                <p className="font-medium text-ink-950">{t(`needs.${need}.title`)}</p>
                <p className="text-sm text-ink-700">{bodyOf(need)}</p>
                {/* The questions are on this screen: a plain fragment link scrolls to them. */}
                {to.startsWith('#') ? (
                  <a href={to} className={actionClasses}>
                    {action}
                  </a>
                ) : (
                  <Link to={to} className={actionClasses}>
                    {action}
                  </Link>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </SectionCard>
  );
}
