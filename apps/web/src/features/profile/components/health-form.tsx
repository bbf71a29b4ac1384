import { zodResolver } from '@hookform/resolvers/zod';
import {
  allergens,
  dietaryPreferences,
  healthProfileInput,
  heightRangeCm,
  weightRangeKg,
  workoutPreferences,
  type HealthProfile,
  type HealthProfileInput,
} from '@vitalia/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Field, FormError } from '../../../components/ui/field';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { ChoiceChips } from './choice-chips';

const fields = [
  'consent',
  'heightCm',
  'weightKg',
  'workoutPreferences',
  'dietaryPreferences',
  'allergies',
] as const;

/**
 * A typed measure, or null when the box is empty. Phones in Arabic type Arabic-Indic digits and French readers a
 * decimal comma: both are read as the number they mean. Anything else stays NaN for the schema to refuse.
 */
function numberOrNull(value: unknown): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[,٫]/, '.');
  return text === '' ? null : Number(text);
}

function hasAnyValue(values: Partial<HealthProfileInput>): boolean {
  return (
    values.heightCm != null ||
    values.weightKg != null ||
    Boolean(values.workoutPreferences?.length) ||
    Boolean(values.dietaryPreferences?.length) ||
    Boolean(values.allergies?.length)
  );
}

function Unit({ children }: { children: ReactNode }) {
  return <span className="pe-3 text-sm text-ink-500">{children}</span>;
}

interface HealthFormProps {
  initial?: HealthProfile | null;
  /** The checked payload; null when nothing was filled in and `isEmptySkipped` is set. */
  onSave: (input: HealthProfileInput | null) => Promise<void>;
  submitLabel: string;
  /** The other ways out (back, skip, cancel), placed before the submit button. */
  actions?: ReactNode;
  /** The completion step: with nothing filled in there is nothing to consent to, so finishing saves nothing. */
  isEmptySkipped?: boolean;
}

/** D6 health data with its own consent box, never ticked in advance, even when editing. */
export function HealthForm({
  initial,
  onSave,
  submitLabel,
  actions,
  isEmptySkipped = false,
}: HealthFormProps) {
  const { t } = useTranslation('health');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const { register, handleSubmit, getValues, clearErrors, setError, formState } = useForm({
    resolver: zodResolver(healthProfileInput),
    defaultValues: {
      consent: false,
      heightCm: initial?.heightCm ?? null,
      weightKg: initial?.weightKg ?? null,
      workoutPreferences: initial?.workoutPreferences ?? [],
      dietaryPreferences: initial?.dietaryPreferences ?? [],
      allergies: initial?.allergies ?? [],
    },
  });
  const { errors } = formState;

  async function save(input: HealthProfileInput | null) {
    setFormError(null);
    setIsSaving(true);
    try {
      await onSave(input);
    } catch (error) {
      setFormError(applyServerErrors(apiErrorOf(error), fields, setError));
    } finally {
      setIsSaving(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (isEmptySkipped && !hasAnyValue(getValues())) {
      event.preventDefault();
      clearErrors();
      return save(null);
    }
    return handleSubmit(save)(event);
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-6">
      <FormError message={errorText(formError) ?? null} />
      <div className="grid grid-cols-2 gap-3 sm:gap-5">
        <Field
          label={t('fields.height')}
          inputMode="numeric"
          autoComplete="off"
          trailing={<Unit>{t('fields.cm')}</Unit>}
          hint={t('fields.heightHint', heightRangeCm)}
          error={errorText(errors.heightCm?.message)}
          {...register('heightCm', { setValueAs: numberOrNull })}
        />
        <Field
          label={t('fields.weight')}
          inputMode="decimal"
          autoComplete="off"
          trailing={<Unit>{t('fields.kg')}</Unit>}
          hint={t('fields.weightHint', weightRangeKg)}
          error={errorText(errors.weightKg?.message)}
          {...register('weightKg', { setValueAs: numberOrNull })}
        />
      </div>
      <ChoiceChips
        legend={t('fields.workouts')}
        options={workoutPreferences}
        labelOf={(option) => t(`workouts.${option}`)}
        registration={register('workoutPreferences')}
      />
      <ChoiceChips
        legend={t('fields.diets')}
        options={dietaryPreferences}
        labelOf={(option) => t(`diets.${option}`)}
        registration={register('dietaryPreferences')}
      />
      <ChoiceChips
        legend={t('fields.allergies')}
        hint={t('fields.allergiesHint')}
        options={allergens}
        labelOf={(option) => t(`allergens.${option}`)}
        registration={register('allergies')}
      />
      <div>
        <label
          className={cx(
            'flex cursor-pointer items-start gap-3 rounded-control bg-ink-50 p-4 ring-1 ring-inset',
            errors.consent ? 'ring-danger-600' : 'ring-ink-100',
          )}
        >
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'health-consent-message' : undefined}
            {...register('consent')}
          />
          <span className="text-sm text-ink-800">{t('consent.label')}</span>
        </label>
        {errors.consent && (
          <p id="health-consent-message" className="mt-1.5 text-sm text-danger-600">
            {t('consent.required')}
          </p>
        )}
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {actions}
        <Button type="submit" size="lg" isLoading={isSaving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
