import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  languageInfo,
  languages,
  personaEntryAnswerMaxLength,
  personaEntryInput,
  personaEntryQuestionMaxLength,
  type PersonaEntry,
  type PersonaEntryInput,
} from '@vitalia/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog, FormDialogPanel } from '../../../../components/ui/form-dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { currentLanguage, intlLocale } from '../../../../lib/i18n';
import { useCreateEntry, useUpdateEntry } from '../../api/library-entries';

type EntryFormInput = z.input<typeof personaEntryInput>;
const fields = ['language', 'question', 'answer'] as const;
/** A code about one field that came without details: it still belongs on that field. */
const fieldOfCode: Partial<Record<string, (typeof fields)[number]>> = {
  [ErrorCode.personaEntryQuestionInvalid]: 'question',
  [ErrorCode.personaEntryAnswerInvalid]: 'answer',
};

function EntryForm({
  entry,
  onClose,
  onDone,
}: {
  entry: PersonaEntry | null;
  onClose: () => void;
  onDone: (isNew: boolean) => void;
}) {
  const { t } = useTranslation('persona');
  const errorText = useErrorText();
  const create = useCreateEntry();
  const update = useUpdateEntry();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<EntryFormInput, unknown, PersonaEntryInput>({
    // The contract's schema: a question of 1 to 300 characters (7822), an answer of 1 to 2,000 (7823).
    resolver: zodResolver(personaEntryInput),
    mode: 'onTouched',
    defaultValues: entry
      ? { language: entry.language, question: entry.question, answer: entry.answer }
      : { language: currentLanguage(), question: '', answer: '' },
  });
  const { register, formState, control, setError } = form;
  const [language, question = '', answer = ''] = useWatch({
    control,
    name: ['language', 'question', 'answer'],
  });
  const count = new Intl.NumberFormat(intlLocale());
  const lengthOf = (text: string, max: number) =>
    t('library.dialog.count', { length: count.format(text.trim().length), max: count.format(max) });

  const onSubmit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      if (entry) await update.mutateAsync({ params: { entryId: entry.id }, body });
      else await create.mutateAsync({ body });
      onDone(!entry);
    } catch (error) {
      const failure = apiErrorOf(error);
      const field = failure.details.length === 0 ? fieldOfCode[failure.code] : undefined;
      if (field) setError(field, { message: failure.code });
      else setProblem(applyServerErrors(failure, fields, setError));
    }
  });

  return (
    <FormDialogPanel
      title={entry ? t('library.dialog.editTitle') : t('library.dialog.newTitle')}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={entry ? t('library.dialog.save') : t('library.dialog.add')}
      error={errorText(problem)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <SelectField
        label={t('library.dialog.language')}
        hint={t('library.dialog.languageHint')}
        error={errorText(formState.errors.language?.message)}
        {...register('language')}
      >
        {languages.map((each) => (
          <option key={each} value={each} lang={each}>
            {languageInfo[each].nativeName}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('library.dialog.question')}
        hint={lengthOf(question, personaEntryQuestionMaxLength)}
        rows={2}
        dir="auto"
        lang={language}
        error={errorText(formState.errors.question?.message)}
        {...register('question')}
      />
      <TextAreaField
        label={t('library.dialog.answer')}
        hint={lengthOf(answer, personaEntryAnswerMaxLength)}
        rows={8}
        dir="auto"
        lang={language}
        error={errorText(formState.errors.answer?.message)}
        {...register('answer')}
      />
    </FormDialogPanel>
  );
}

/** A library entry to write or rewrite: its language, the question as members ask it, and Karim's answer. */
export function EntryDialog({
  target,
  onClose,
  onDone,
}: {
  /** `new` for a blank entry, an entry to edit it, null when closed. */
  target: PersonaEntry | 'new' | null;
  onClose: () => void;
  onDone: (isNew: boolean) => void;
}) {
  return (
    <FormDialog isOpen={target !== null} onClose={onClose}>
      {target !== null && (
        <EntryForm
          key={target === 'new' ? 'new' : target.id}
          entry={target === 'new' ? null : target}
          onClose={onClose}
          onDone={onDone}
        />
      )}
    </FormDialog>
  );
}
