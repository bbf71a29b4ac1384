import { zodResolver } from '@hookform/resolvers/zod';
import { answerCorrection, personaEntryAnswerMaxLength, type ReviewedAnswer } from '@vitalia/contracts';
import { Library } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogPanel } from '../../../../components/ui/form-dialog';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { intlLocale } from '../../../../lib/i18n';
import { useCorrectAnswer } from '../../api/review-queue';
import { isUnanswered } from './review-card';

function CorrectForm({
  answer,
  onClose,
  onDone,
}: {
  answer: ReviewedAnswer;
  onClose: () => void;
  onDone: (answer: ReviewedAnswer) => void;
}) {
  const { t } = useTranslation('persona');
  // Answering a question the library did not know starts from a blank page, not from the honest "not yet".
  const isAnswering = isUnanswered(answer);
  const copy = isAnswering ? 'review.answerQuestion' : 'review.correct';
  const errorText = useErrorText();
  const correct = useCorrectAnswer();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ answer: string }>({
    resolver: zodResolver(answerCorrection),
    mode: 'onTouched',
    defaultValues: { answer: isAnswering ? '' : answer.answer },
  });
  const text = useWatch({ control: form.control, name: 'answer' }) ?? '';

  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await correct.mutateAsync({ params: { answerId: answer.id }, body });
      onDone(answer);
    } catch (error) {
      setProblem(applyServerErrors(apiErrorOf(error), ['answer'], form.setError));
    }
  });

  const count = new Intl.NumberFormat(intlLocale());
  return (
    <FormDialogPanel
      title={t(`${copy}.title`)}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t(`${copy}.submit`)}
      error={errorText(problem)}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="flex items-start gap-2.5 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
        <Library className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{t(`${copy}.explain`)}</span>
      </p>
      <div>
        <p className="text-xs font-semibold text-ink-500">{t('review.question')}</p>
        <bdi dir="auto" className="mt-1 block text-sm font-semibold break-words text-ink-950">
          {answer.question}
        </bdi>
      </div>
      <TextAreaField
        label={t(`${copy}.answer`)}
        hint={t('review.correct.count', {
          length: count.format(text.trim().length),
          max: count.format(personaEntryAnswerMaxLength),
        })}
        rows={8}
        dir="auto"
        lang={answer.language}
        error={errorText(form.formState.errors.answer?.message)}
        {...form.register('answer')}
      />
    </FormDialogPanel>
  );
}

/**
 * A correction of an answer, or the answer to a question the library did not know: the ambassador's own words,
 * kept as the library entry the persona answers that question from.
 */
export function CorrectDialog({
  answer,
  onClose,
  onDone,
}: {
  answer: ReviewedAnswer | null;
  onClose: () => void;
  onDone: (answer: ReviewedAnswer) => void;
}) {
  return (
    <FormDialog isOpen={answer !== null} onClose={onClose}>
      {answer && <CorrectForm key={answer.id} answer={answer} onClose={onClose} onDone={onDone} />}
    </FormDialog>
  );
}
