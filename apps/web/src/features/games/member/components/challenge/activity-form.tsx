import { zodResolver } from '@hookform/resolvers/zod';
import {
  activityInput,
  activityLimits,
  activityTypes,
  ErrorCode,
  type Activity,
  type ActivityInput,
} from '@vitalia/contracts';
import { CircleCheck } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../../components/ui/button';
import { Field, FormError } from '../../../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../../../components/ui/form-dialog';
import { SelectField } from '../../../../../components/ui/select-field';
import { apiErrorOf, type ApiError } from '../../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../../lib/form-errors';
import { useChangeActivity, useLogActivity } from '../../api/challenge';
import { activityDays } from '../../game-days';
import { useGameFormat } from '../../hooks/use-game-format';
import { useNow } from '../../hooks/use-now';

const fields = ['type', 'durationMinutes', 'day'] as const;

/** Codes the API answers about one field, shown on it rather than above the form. */
const fieldOfCode: Readonly<Record<string, (typeof fields)[number]>> = {
  [ErrorCode.activityInFuture]: 'day',
  [ErrorCode.activityDayTooOld]: 'day',
  [ErrorCode.activityDurationInvalid]: 'durationMinutes',
  [ErrorCode.activityDayOverLimit]: 'durationMinutes',
};

/**
 * A typed number of minutes. Phones in Arabic may type Arabic-Indic digits: they are read as the number they mean.
 * Anything else (an empty box too) stays NaN, for the contract's schema to refuse with 7911.
 */
export function minutesOf(value: unknown): number {
  const text = String(value ?? '')
    .trim()
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** The box's value as typed: an empty box (after logging one) is left to the contract's schema to refuse (7911). */
const durationField = z.preprocess((value) => value, activityInput.shape.durationMinutes);

/** The contract's schema, and the days the server accepts checked before sending: no day to come, a week back. */
function activityForm(days: { earliest: string; latest: string }) {
  return activityInput.extend({
    durationMinutes: durationField,
    day: activityInput.shape.day
      .refine((day) => day <= days.latest, `${ErrorCode.activityInFuture}`)
      .refine((day) => day >= days.earliest, `${ErrorCode.activityDayTooOld}`),
  });
}

type ActivityFormInput = z.input<ReturnType<typeof activityForm>>;
type ActivityForm = UseFormReturn<ActivityFormInput, unknown, ActivityInput>;

/** One form for logging and changing an activity: the days it accepts follow the clock. */
function useActivityForm(defaults: Partial<ActivityInput>) {
  const now = useNow(60_000);
  const days = useMemo(() => activityDays(new Date(now), activityLimits.maxDaysLate), [now]);
  const schema = useMemo(() => activityForm(days), [days]);
  const form = useForm<ActivityFormInput, unknown, ActivityInput>({
    resolver: zodResolver(schema),
    defaultValues: { type: 'run', day: days.suggested, ...defaults },
  });
  /** A refusal from the API: on its field when it has one, else the code to show above the form. */
  const placeServerError = (failure: ApiError) => {
    const field = fieldOfCode[failure.code];
    if (field) {
      form.setError(field, { message: failure.code });
      return null;
    }
    return applyServerErrors(failure, fields, form.setError);
  };
  return { form, days, placeServerError };
}

function ActivityFields({ form, days }: { form: ActivityForm; days: { earliest: string; latest: string } }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const format = useGameFormat();
  const { register, formState } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        label={t('activity.type')}
        className="sm:col-span-2"
        error={errorText(formState.errors.type?.message)}
        {...register('type')}
      >
        {activityTypes.map((type) => (
          <option key={type} value={type}>
            {t(`activity.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('activity.duration')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('activity.durationHint', {
          max: format.minutes(activityLimits.maxMinutesPerDay),
        })}
        trailing={<span className="pe-3 text-sm text-ink-500">{t('activity.minutesUnit')}</span>}
        error={errorText(formState.errors.durationMinutes?.message)}
        {...register('durationMinutes', { setValueAs: minutesOf })}
      />
      <Field
        label={t('activity.day')}
        type="date"
        min={days.earliest}
        max={days.latest}
        hint={t('activity.dayHint', { days: format.number(activityLimits.maxDaysLate) })}
        error={errorText(formState.errors.day?.message)}
        {...register('day')}
      />
    </div>
  );
}

/** "Log an activity": checked with the contract's schema; the answer is the challenge, progress included. */
export function LogActivityForm() {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const format = useGameFormat();
  const logActivity = useLogActivity();
  const { form, days, placeServerError } = useActivityForm({});
  const [formError, setFormError] = useState<string | null>(null);
  const [logged, setLogged] = useState<ActivityInput | null>(null);

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    setLogged(null);
    try {
      await logActivity.mutateAsync(input);
      setLogged(input);
      // The next one is often the same kind on the same day: only the minutes are cleared.
      form.reset({ type: input.type, day: input.day, durationMinutes: '' });
    } catch (error) {
      setFormError(placeServerError(apiErrorOf(error)));
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <ActivityFields form={form} days={days} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" isLoading={form.formState.isSubmitting}>
          {t('activity.log')}
        </Button>
        <div role="status" aria-live="polite" aria-atomic="true">
          {logged && (
            <p className="flex items-start gap-2 text-sm font-medium text-brand-800">
              <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t('activity.logged', {
                type: t(`activity.types.${logged.type}`),
                duration: format.minutes(logged.durationMinutes),
                day: format.fullDay(logged.day),
              })}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}

function EditActivityForm({
  activity,
  onClose,
  onSaved,
}: {
  activity: Activity;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const changeActivity = useChangeActivity();
  const { form, days, placeServerError } = useActivityForm({
    type: activity.type,
    durationMinutes: activity.durationMinutes,
    day: activity.day,
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (body) => {
    setFormError(null);
    try {
      await changeActivity.mutateAsync({ activityId: activity.id, body });
      onSaved();
    } catch (error) {
      setFormError(placeServerError(apiErrorOf(error)));
    }
  });

  return (
    <FormDialogPanel
      title={t('activity.editTitle')}
      closeLabel={t('activity.close')}
      cancelLabel={t('activity.cancel')}
      submitLabel={t('activity.save')}
      error={errorText(formError)}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <ActivityFields form={form} days={days} />
    </FormDialogPanel>
  );
}

/** Changing an activity within its 48 hours, in a dialog; a fresh form each time it opens. */
export function EditActivityDialog({
  activity,
  onClose,
  onSaved,
}: {
  activity: Activity | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <FormDialog isOpen={activity !== null} onClose={onClose}>
      {activity && (
        <EditActivityForm key={activity.id} activity={activity} onClose={onClose} onSaved={onSaved} />
      )}
    </FormDialog>
  );
}
