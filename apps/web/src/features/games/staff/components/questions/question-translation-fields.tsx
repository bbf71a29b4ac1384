import {
  quizChoiceMaxLength,
  quizExplanationMaxLength,
  quizPromptMaxLength,
  type Language,
} from '@vitalia/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../../components/ui/field';
import { TextAreaField } from '../../../../../components/ui/text-area-field';
import {
  TranslationDisclosure,
  TranslationSections,
  writingIn,
} from '../../../../../components/ui/translation-sections';
import { useErrorText } from '../../../../../lib/form-errors';
import { intlLocale } from '../../../../../lib/i18n';
import type { QuestionFormValues } from './question-form-schema';

/** The question, each choice and the explanation in one more language. */
function LanguageSection({ language, choiceIds }: { language: Language; choiceIds: readonly string[] }) {
  const { t } = useTranslation('games-admin');
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<QuestionFormValues>();
  const [prompt, choices, explanation] = useWatch({ control, name: ['prompt', 'choices', 'explanation'] });
  const errors = formState.errors;
  const hasError = Boolean(
    errors.prompt?.[language] ||
    errors.explanation?.[language] ||
    choiceIds.some((_, index) => errors.choices?.[index]?.[language]),
  );
  const isTranslated = Boolean(
    prompt[language]?.trim() ||
    explanation[language]?.trim() ||
    choices.some((choice) => choice[language]?.trim()),
  );
  const number = new Intl.NumberFormat(intlLocale());
  const writing = writingIn(language);
  return (
    <TranslationDisclosure
      language={language}
      isTranslated={isTranslated}
      hasError={hasError}
      status={isTranslated ? t('dialog.translated') : t('dialog.notTranslated')}
    >
      <TextAreaField
        label={t('questions.form.prompt')}
        rows={2}
        maxLength={quizPromptMaxLength}
        {...writing}
        error={errorText(errors.prompt?.[language]?.message)}
        {...register(`prompt.${language}`)}
      />
      {choiceIds.map((id, index) => (
        <Field
          key={id}
          label={t('questions.form.choice', { number: number.format(index + 1) })}
          autoComplete="off"
          maxLength={quizChoiceMaxLength}
          {...writing}
          error={errorText(errors.choices?.[index]?.[language]?.message)}
          {...register(`choices.${index}.${language}`)}
        />
      ))}
      <TextAreaField
        label={t('questions.form.explanation')}
        rows={2}
        maxLength={quizExplanationMaxLength}
        {...writing}
        error={errorText(errors.explanation?.[language]?.message)}
        {...register(`explanation.${language}`)}
      />
    </TranslationDisclosure>
  );
}

/** D9: the question in the two other languages, each optional; members get theirs when it exists. */
export function QuestionTranslationFields({
  writtenIn,
  choiceIds,
}: {
  writtenIn: Language;
  /** The choices' keys, in order (react-hook-form's field-array ids). */
  choiceIds: readonly string[];
}) {
  const { t } = useTranslation('games-admin');
  return (
    <TranslationSections
      writtenIn={writtenIn}
      title={t('dialog.translations')}
      hint={t('dialog.translationsHint')}
    >
      {(language) => <LanguageSection key={language} language={language} choiceIds={choiceIds} />}
    </TranslationSections>
  );
}
