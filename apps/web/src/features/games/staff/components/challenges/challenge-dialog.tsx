import { zodResolver } from '@hookform/resolvers/zod';
import {
  challengeMetrics,
  challengeTitleMaxLength,
  ErrorCode,
  type Language,
  type StaffChallenge,
} from '@vitalia/contracts';
import { useState } from 'react';
import { FormProvider, useForm, useFormContext, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../../../components/ui/form-dialog';
import { SelectField } from '../../../../../components/ui/select-field';
import {
  TranslationDisclosure,
  TranslationSections,
  writingIn,
  WrittenLanguageField,
} from '../../../../../components/ui/translation-sections';
import { apiErrorOf, isCode } from '../../../../../lib/api-client';
import { useErrorText } from '../../../../../lib/form-errors';
import { currentLanguage, intlLocale } from '../../../../../lib/i18n';
import { useSetChallenge } from '../../api/staff-challenges';
import { formatMonth } from '../../game-calendar';
import {
  challengeForm,
  formFieldOf,
  formValuesOf,
  goalUnits,
  rangeIn,
  toChallengeInput,
  type ChallengeFormOutput,
  type ChallengeFormValues,
} from './challenge-form-schema';

/** One more language's title, optional. */
function TitleTranslation({ language }: { language: Language }) {
  const { t } = useTranslation('games-admin');
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<ChallengeFormValues>();
  const title = useWatch({ control, name: `title.${language}` });
  const error = formState.errors.title?.[language]?.message;
  const isTranslated = Boolean(title?.trim());
  return (
    <TranslationDisclosure
      language={language}
      isTranslated={isTranslated}
      hasError={Boolean(error)}
      status={isTranslated ? t('dialog.translated') : t('dialog.notTranslated')}
    >
      <Field
        label={t('challenges.form.name')}
        autoComplete="off"
        maxLength={challengeTitleMaxLength}
        {...writingIn(language)}
        error={errorText(error)}
        {...register(`title.${language}`)}
      />
    </TranslationDisclosure>
  );
}

/** "Allowed: 1 to 60.", "Allowed: 0.5 hours to 100 hours.": the range in the unit the goal is typed in. */
function useGoalRange(metric: ChallengeFormValues['metric'], unit: ChallengeFormValues['unit']) {
  const { t } = useTranslation('games-admin');
  const { min, max } = rangeIn(metric, unit);
  const format =
    metric === 'workouts'
      ? new Intl.NumberFormat(intlLocale())
      : new Intl.NumberFormat(intlLocale(), {
          style: 'unit',
          unit: unit === 'hours' ? 'hour' : 'minute',
          unitDisplay: 'long',
          maximumFractionDigits: 1,
        });
  return t('challenges.form.goalRange', { min: format.format(min), max: format.format(max) });
}

function ChallengeForm({
  month,
  challenge,
  onClose,
  onDone,
}: {
  month: string;
  challenge: StaffChallenge | null;
  onClose: () => void;
  onDone: (saved: StaffChallenge) => void;
}) {
  const { t } = useTranslation('games-admin');
  const errorText = useErrorText();
  const setChallenge = useSetChallenge();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChallengeFormValues, unknown, ChallengeFormOutput>({
    resolver: zodResolver(challengeForm),
    mode: 'onTouched',
    defaultValues: formValuesOf(challenge, currentLanguage()),
  });
  const { register, control, formState, setError } = form;
  const [writtenIn, metric, unit] = useWatch({ control, name: ['writtenIn', 'metric', 'unit'] });
  const goalRange = useGoalRange(metric, unit);
  const errors = formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await setChallenge.mutateAsync({ params: { month }, body: toChallengeInput(values) });
      onDone(saved.data);
    } catch (failure) {
      const error = apiErrorOf(failure);
      const placed = error.details.flatMap((detail) => {
        const field = formFieldOf(detail.field, values.writtenIn);
        return field ? [{ field, code: String(detail.code) }] : [];
      });
      for (const { field, code } of placed) setError(field as Path<ChallengeFormValues>, { message: code });
      if (placed.length > 0) return;
      if (isCode(error.code, ErrorCode.challengeGoalInvalid)) setError('goal', { message: error.code });
      else if (isCode(error.code, ErrorCode.challengeTitleRequired))
        setError(`title.${values.writtenIn}`, { message: error.code });
      else setFormError(error.code);
    }
  });

  return (
    <FormDialogPanel
      title={t('challenges.form.title', { month: formatMonth(month, currentLanguage()) })}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('challenges.form.save')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <WrittenLanguageField
        label={t('dialog.writtenIn')}
        hint={t('dialog.writtenInHint')}
        {...register('writtenIn')}
      />
      {/* Keyed by language: a new written language is a new box, filled with that language's text. */}
      <Field
        key={`title-${writtenIn}`}
        label={t('challenges.form.name')}
        autoComplete="off"
        maxLength={challengeTitleMaxLength}
        {...writingIn(writtenIn)}
        error={errorText(errors.title?.[writtenIn]?.message)}
        {...register(`title.${writtenIn}`)}
      />
      <SelectField label={t('challenges.form.metric')} {...register('metric')}>
        {challengeMetrics.map((each) => (
          <option key={each} value={each}>
            {t(`challenges.form.metrics.${each}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex items-start gap-3">
        <Field
          label={metric === 'workouts' ? t('challenges.form.goalWorkouts') : t('challenges.form.goalTime')}
          inputMode="decimal"
          autoComplete="off"
          className="min-w-0 flex-1"
          hint={goalRange}
          error={errorText(errors.goal?.message)}
          {...register('goal')}
        />
        {metric === 'minutes' && (
          <SelectField label={t('challenges.form.unit')} className="w-36 shrink-0" {...register('unit')}>
            {goalUnits.map((each) => (
              <option key={each} value={each}>
                {t(`challenges.form.units.${each}`)}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <FormProvider {...form}>
        <TranslationSections
          writtenIn={writtenIn}
          title={t('dialog.translations')}
          hint={t('dialog.translationsHint')}
        >
          {(language) => <TitleTranslation key={language} language={language} />}
        </TranslationSections>
      </FormProvider>
    </FormDialogPanel>
  );
}

/** The challenge of one month (this one or the next) to set, or to change: title, what counts, and the goal. */
export function ChallengeDialog({
  target,
  onClose,
  onDone,
}: {
  /** The month to set, with its challenge when it has one; null when closed. */
  target: { month: string; challenge: StaffChallenge | null } | null;
  onClose: () => void;
  onDone: (saved: StaffChallenge) => void;
}) {
  return (
    <FormDialog isOpen={target !== null} onClose={onClose}>
      {target !== null && (
        <ChallengeForm
          key={target.month}
          month={target.month}
          challenge={target.challenge}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </FormDialog>
  );
}
