import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { addDays, weekChoices, type WeekChoice } from '../week';
import { useCoachDates } from './coach-dates';

/**
 * Last week, this week, next week: the three the coach plans (7803 for any other), as one segmented row of radios
 * (one tap, arrow keys between them, in the reading direction), with the days the chosen week spans under it once
 * known (a training week's days come with it). A choice with no week behind it (a plan begun this week) is disabled.
 */
export function WeekSwitcher({
  choice,
  weekStart,
  unavailable = [],
  onChoose,
}: {
  choice: WeekChoice;
  weekStart: string | undefined;
  unavailable?: readonly WeekChoice[];
  onChoose: (choice: WeekChoice) => void;
}) {
  const { t } = useTranslation('coach');
  const dates = useCoachDates();
  const name = useId();
  return (
    <fieldset className="mb-5">
      <legend className="sr-only">{t('week.legend')}</legend>
      <div className="grid grid-cols-3 gap-1 rounded-control bg-white p-1 ring-1 ring-inset ring-ink-200">
        {weekChoices.map((each) => (
          <label
            key={each}
            className={cx(
              'flex min-h-11 cursor-pointer items-center justify-center rounded-lg px-2 text-center text-sm font-semibold text-ink-700',
              'hover:bg-ink-50 has-[:checked]:bg-brand-700 has-[:checked]:text-white',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:text-ink-300 has-[:disabled]:hover:bg-transparent',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input
              type="radio"
              name={name}
              value={each}
              checked={choice === each}
              disabled={unavailable.includes(each)}
              onChange={() => onChoose(each)}
              className="sr-only"
            />
            {t(`week.${each}`)}
          </label>
        ))}
      </div>
      {/* The line is kept while the week is read, so the screen does not jump. */}
      <p
        className={cx(
          'mt-2 flex items-center justify-center gap-1.5 text-sm text-ink-500',
          !weekStart && 'invisible',
        )}
      >
        <CalendarDays className="size-4 shrink-0" aria-hidden="true" />
        <span>{weekStart ? dates.range(weekStart, addDays(weekStart, 6)) : '\u00a0'}</span>
      </p>
    </fieldset>
  );
}
