import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  weightLogDays,
  weightLogInput,
  weightRangeKg,
  type WeightLogInput,
} from '@vitalia/contracts';
import { CircleCheck } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field, FormError } from '../../../../components/ui/field';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { useLogWeight } from '../../api/log-weight';
import { addDays } from '../../week';
import { useCoachDates } from '../coach-dates';
import { useCoachNumbers } from '../coach-numbers';

const fields = ['date', 'weightKg'] as const;

/**
 * A typed weight. Phones in Arabic type Arabic-Indic digits and French readers a decimal comma: both are read as the
 * number they mean. Anything else (an empty box too) stays NaN for the contract's schema to refuse with 6023.
 */
export function weightOf(value: unknown): number {
  const text = String(value ?? '')
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,٫]/, '.');
  return text === '' ? Number.NaN : Number(text);
}

function Unit({ children }: { children: ReactNode }) {
  return <span className="pe-3 text-sm text-ink-500">{children}</span>;
}

/**
 * A day's weight: the day (today by default, in the member's calendar; back a year at most) and the weight in kg to
 * one decimal, checked with the contract's schema the API uses. Logging a day again replaces it. Without consent to
 * health data the API refuses (7800): `onConsentNeeded` shows why instead of an error.
 */
export function WeightForm({ today, onConsentNeeded }: { today: string; onConsentNeeded: () => void }) {
  const { t } = useTranslation('coach');
  const errorText = useErrorText();
  const numbers = useCoachNumbers();
  const dates = useCoachDates();
  const logWeight = useLogWeight();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<WeightLogInput | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<WeightLogInput>({
    resolver: zodResolver(weightLogInput),
    defaultValues: { date: today },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    setSaved(null);
    try {
      await logWeight.mutateAsync(input);
      setSaved(input);
    } catch (error) {
      const failure = apiErrorOf(error);
      if (isCode(failure.code, ErrorCode.coachNeedsAnswers)) onConsentNeeded();
      else if (isCode(failure.code, ErrorCode.weightDateOutOfRange))
        setError('date', { message: failure.code });
      else setFormError(applyServerErrors(failure, fields, setError));
    }
  });

  return (
    <form onSubmit={onSubmit} onChange={() => setSaved(null)} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <Field
          label={t('weight.date')}
          type="date"
          // A day before the API's year back could be refused when the member's calendar is ahead of UTC.
          min={addDays(today, -(weightLogDays - 1))}
          max={today}
          error={errorText(errors.date?.message)}
          {...register('date')}
        />
        <Field
          label={t('weight.weight')}
          inputMode="decimal"
          autoComplete="off"
          trailing={<Unit>{t('weight.kg')}</Unit>}
          hint={t('weight.hint', {
            min: numbers.number(weightRangeKg.min),
            max: numbers.number(weightRangeKg.max),
            example: numbers.oneDecimal(72.5),
          })}
          error={errorText(errors.weightKg?.message)}
          {...register('weightKg', { setValueAs: weightOf })}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" isLoading={formState.isSubmitting}>
          {t('weight.save')}
        </Button>
        <div role="status" aria-live="polite" aria-atomic="true">
          {saved && (
            <p className="flex items-start gap-2 text-sm font-medium text-brand-800">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {t('weight.saved', {
                  weight: numbers.kilograms(saved.weightKg),
                  day: dates.fullDate(saved.date),
                })}
              </span>
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
