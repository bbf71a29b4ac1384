import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  quizChoiceCount,
  quizChoiceMaxLength,
  quizExplanationMaxLength,
  quizPromptMaxLength,
  type Language,
  type StaffQuestion,
} from '@vitalia/contracts';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../../components/ui/button';
import { Field } from '../../../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../../../components/ui/form-dialog';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import { writingIn, WrittenLanguageField } from '../../../../../components/ui/translation-sections';
import { apiErrorOf, isCode } from '../../../../../lib/api-client';
import { useErrorText } from '../../../../../lib/form-errors';
import { currentLanguage, intlLocale } from '../../../../../lib/i18n';
import { useCreateQuestion, useUpdateQuestion } from '../../api/staff-questions';
import { formatWeek } from '../../game-calendar';
import {
  formFieldOf,
  formValuesOf,
  questionForm,
  toQuestionInput,
  type QuestionFormOutput,
  type QuestionFormValues,
} from './question-form-schema';
import { QuestionTranslationFields } from './question-translation-fields';

export type QuestionSaved = 'created' | 'updated';

function QuestionForm({
  week,
  question,
  onClose,
  onDone,
}: {
  week: string;
  question: StaffQuestion | null;
  onClose: () => void;
  onDone: (outcome: QuestionSaved) => void;
}) {
  const { t } = useTranslation('games-admin');
  const errorText = useErrorText();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const [formError, setFormError] = useState<string | null>(null);
  const choicesHintId = useId();
  const form = useForm<QuestionFormValues, unknown, QuestionFormOutput>({
    resolver: zodResolver(questionForm),
    mode: 'onTouched',
    defaultValues: formValuesOf(question, currentLanguage()),
  });
  const { register, control, formState, setError, setValue, getValues, clearErrors } = form;
  const choices = useFieldArray({ control, name: 'choices' });
  const writtenIn: Language = useWatch({ control, name: 'writtenIn' });
  const correctIndex = useWatch({ control, name: 'correctIndex' });
  const number = new Intl.NumberFormat(intlLocale());
  const writing = writingIn(writtenIn);
  const errors = formState.errors;

  function removeChoice(index: number) {
    choices.remove(index);
    // The right answer follows its choice; removing it leaves none chosen rather than silently picking another.
    const correct = getValues('correctIndex');
    if (correct === index) setValue('correctIndex', null);
    else if (correct != null && correct > index) setValue('correctIndex', correct - 1);
    clearErrors('choices');
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const body = toQuestionInput(values, week);
    try {
      if (question) await update.mutateAsync({ params: { questionId: question.id }, body });
      else await create.mutateAsync({ body });
      onDone(question ? 'updated' : 'created');
    } catch (failure) {
      const error = apiErrorOf(failure);
      const placed = error.details.flatMap((detail) => {
        const field = formFieldOf(detail.field, values.writtenIn);
        return field ? [{ field, code: String(detail.code) }] : [];
      });
      for (const { field, code } of placed) {
        setError(field as Path<QuestionFormValues>, { message: code });
      }
      if (placed.length > 0) return;
      if (isCode(error.code, ErrorCode.quizCorrectChoiceInvalid))
        setError('correctIndex', { message: error.code });
      else setFormError(error.code);
    }
  });

  const choicesMessage = errorText(errors.correctIndex?.message ?? errors.choices?.root?.message);
  return (
    <FormDialogPanel
      title={question ? t('questions.form.editTitle') : t('questions.form.newTitle')}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={question ? t('questions.form.save') : t('questions.form.add')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-ink-500">
        {t('questions.form.forWeek', { range: formatWeek(week, currentLanguage()) })}
      </p>
      <WrittenLanguageField
        label={t('dialog.writtenIn')}
        hint={t('dialog.writtenInHint')}
        {...register('writtenIn')}
      />
      {/* Keyed by language: a new written language is a new box, filled with that language's text. */}
      <TextAreaField
        key={`prompt-${writtenIn}`}
        label={t('questions.form.prompt')}
        hint={t('questions.form.promptHint', { max: number.format(quizPromptMaxLength) })}
        rows={2}
        maxLength={quizPromptMaxLength}
        {...writing}
        error={errorText(errors.prompt?.[writtenIn]?.message)}
        {...register(`prompt.${writtenIn}`)}
      />
      <fieldset aria-describedby={choicesHintId} className="space-y-3">
        <legend className="text-sm font-medium text-ink-900">{t('questions.form.choices')}</legend>
        <div id={choicesHintId} className="-mt-2 space-y-0.5 text-sm">
          {choicesMessage && <p className="text-danger-600">{choicesMessage}</p>}
          <p className="text-ink-500">
            {t('questions.form.choicesHint', {
              min: number.format(quizChoiceCount.min),
              max: number.format(quizChoiceCount.max),
              length: number.format(quizChoiceMaxLength),
            })}
          </p>
        </div>
        {choices.fields.map((choice, index) => {
          const label = t('questions.form.choice', { number: number.format(index + 1) });
          return (
            <div key={choice.id} className="flex items-start gap-2">
              <input
                type="radio"
                name="correct-choice"
                checked={correctIndex === index}
                onChange={() => setValue('correctIndex', index, { shouldValidate: formState.isSubmitted })}
                aria-label={t('questions.form.isCorrect', { number: number.format(index + 1) })}
                className="mt-10 size-5 shrink-0 accent-brand-700"
              />
              <Field
                key={`${choice.id}-${writtenIn}`}
                label={label}
                autoComplete="off"
                maxLength={quizChoiceMaxLength}
                className="min-w-0 flex-1"
                {...writing}
                error={errorText(errors.choices?.[index]?.[writtenIn]?.message)}
                {...register(`choices.${index}.${writtenIn}`)}
              />
              <button
                type="button"
                onClick={() => removeChoice(index)}
                disabled={choices.fields.length <= quizChoiceCount.min}
                aria-label={t('questions.form.removeChoice', { number: number.format(index + 1) })}
                className="mt-7 grid size-11 shrink-0 place-items-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900 disabled:invisible"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          );
        })}
        {choices.fields.length < quizChoiceCount.max && (
          <Button variant="secondary" onClick={() => choices.append({ en: '', fr: '', ar: '' })}>
            <Plus className="size-4" aria-hidden="true" />
            {t('questions.form.addChoice')}
          </Button>
        )}
      </fieldset>
      <TextAreaField
        key={`explanation-${writtenIn}`}
        label={t('questions.form.explanation')}
        hint={t('questions.form.explanationHint', { max: number.format(quizExplanationMaxLength) })}
        rows={3}
        maxLength={quizExplanationMaxLength}
        {...writing}
        error={errorText(errors.explanation?.[writtenIn]?.message)}
        {...register(`explanation.${writtenIn}`)}
      />
      <FormProvider {...form}>
        <QuestionTranslationFields
          writtenIn={writtenIn}
          choiceIds={choices.fields.map((choice) => choice.id)}
        />
      </FormProvider>
    </FormDialogPanel>
  );
}

/**
 * A quiz question to write for a week to come, or to rewrite (`question`): in the language chosen, 2 to 4 choices with
 * the right one marked, the explanation members read after answering, and optional translations. Mounted afresh at
 * each opening.
 */
export function QuestionDialog({
  week,
  target,
  onClose,
  onDone,
}: {
  week: string;
  /** `new` for a blank question, a question to edit it, null when closed. */
  target: StaffQuestion | 'new' | null;
  onClose: () => void;
  onDone: (outcome: QuestionSaved) => void;
}) {
  return (
    <FormDialog isOpen={target !== null} onClose={onClose}>
      {target !== null && (
        <QuestionForm
          key={target === 'new' ? 'new' : target.id}
          week={week}
          question={target === 'new' ? null : target}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </FormDialog>
  );
}
