import type { HealthProfile } from '@vitalia/contracts';
import { useTranslation } from 'react-i18next';
import { formatLongDateOf, formatMeasure } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';

function Choices({ labels }: { labels: string[] }) {
  const { t } = useTranslation('health');
  if (labels.length === 0) return <span className="text-ink-500">{t('card.notGiven')}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {labels.map((label) => (
        <li key={label} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm text-brand-800">
          {label}
        </li>
      ))}
    </ul>
  );
}

/** What the member has shared, read back in their language, with the day consent was given. */
export function HealthSummary({ health }: { health: HealthProfile }) {
  const { t } = useTranslation('health');
  const language = currentLanguage();
  const notGiven = <span className="text-ink-500">{t('card.notGiven')}</span>;
  const rows = [
    {
      term: t('fields.height'),
      detail: health.heightCm == null ? notGiven : formatMeasure(health.heightCm, 'centimeter', language),
    },
    {
      term: t('fields.weight'),
      detail: health.weightKg == null ? notGiven : formatMeasure(health.weightKg, 'kilogram', language),
    },
    {
      term: t('fields.workouts'),
      detail: <Choices labels={health.workoutPreferences.map((option) => t(`workouts.${option}`))} />,
    },
    {
      term: t('fields.diets'),
      detail: <Choices labels={health.dietaryPreferences.map((option) => t(`diets.${option}`))} />,
    },
    {
      term: t('fields.allergies'),
      detail: <Choices labels={health.allergies.map((option) => t(`allergens.${option}`))} />,
    },
  ];
  return (
    <div>
      <dl className="divide-y divide-ink-100">
        {rows.map(({ term, detail }) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-ink-700">{term}</dt>
            <dd className="text-sm text-ink-950 sm:col-span-2">{detail}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-ink-500">
        {t('card.consentedOn', { date: formatLongDateOf(health.consentedAt, language) })}
      </p>
    </div>
  );
}
