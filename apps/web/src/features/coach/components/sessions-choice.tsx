import { sessionsPerWeekRange, type CoachSettings } from '@vitalia/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cx } from '../../../components/ui/cx';
import { useErrorText } from '../../../lib/form-errors';
import { ChoiceFieldset } from './choice-fieldset';
import { useCoachNumbers } from './coach-numbers';

const counts = Array.from(
  { length: sessionsPerWeekRange.max - sessionsPerWeekRange.min + 1 },
  (_, index) => sessionsPerWeekRange.min + index,
);

/**
 * Sessions a week as one segmented row of radios (0 to 7): one tap, arrow keys between them, and a number in the
 * form's values rather than the string a radio holds.
 */
export function SessionsChoice({ control }: { control: Control<CoachSettings> }) {
  const { t } = useTranslation('coach');
  const errorText = useErrorText();
  const numbers = useCoachNumbers();
  return (
    <Controller
      control={control}
      name="sessionsPerWeek"
      render={({ field, fieldState }) => (
        <ChoiceFieldset
          legend={t('questions.sessions.legend')}
          hint={t('questions.sessions.hint')}
          error={errorText(fieldState.error?.message)}
        >
          <div
            className={cx(
              'grid grid-cols-8 gap-1 rounded-control bg-ink-50 p-1 ring-1 ring-inset',
              fieldState.error ? 'ring-danger-600' : 'ring-ink-200',
            )}
          >
            {counts.map((count) => (
              <label
                key={count}
                className={cx(
                  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg text-base font-semibold text-ink-700',
                  'hover:bg-white has-[:checked]:bg-brand-700 has-[:checked]:text-white',
                  'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                )}
              >
                <input
                  type="radio"
                  name={field.name}
                  value={count}
                  checked={field.value === count}
                  onChange={() => field.onChange(count)}
                  onBlur={field.onBlur}
                  // The form focuses the first option when the answer is refused.
                  ref={count === sessionsPerWeekRange.min ? field.ref : undefined}
                  aria-invalid={fieldState.error ? true : undefined}
                  className="sr-only"
                />
                {numbers.number(count)}
              </label>
            ))}
          </div>
        </ChoiceFieldset>
      )}
    />
  );
}
