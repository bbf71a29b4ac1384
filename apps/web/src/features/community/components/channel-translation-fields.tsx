import {
  channelDescriptionMaxLength,
  channelNameMaxLength,
  type channelInput,
  type Language,
} from '@vitalia/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import {
  TranslationDisclosure,
  TranslationSections,
  writingIn,
} from '../../../components/ui/translation-sections';
import { useErrorText } from '../../../lib/form-errors';

export type ChannelFormInput = z.input<typeof channelInput>;

/** One language's name and description. */
function LanguageSection({ language }: { language: Language }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<ChannelFormInput>();
  const [name, description] = useWatch({ control, name: [`name.${language}`, `description.${language}`] });
  const nameError = formState.errors.name?.[language]?.message;
  const descriptionError = formState.errors.description?.[language]?.message;
  const isTranslated = Boolean(name?.trim() || description?.trim());
  return (
    <TranslationDisclosure
      language={language}
      isTranslated={isTranslated}
      hasError={Boolean(nameError || descriptionError)}
      status={isTranslated ? t('create.translated') : t('create.notTranslated')}
    >
      <Field
        label={t('create.name')}
        autoComplete="off"
        maxLength={channelNameMaxLength}
        {...writingIn(language)}
        error={errorText(nameError)}
        {...register(`name.${language}`)}
      />
      <TextAreaField
        label={t('create.description')}
        rows={2}
        maxLength={channelDescriptionMaxLength}
        {...writingIn(language)}
        error={errorText(descriptionError)}
        {...register(`description.${language}`)}
      />
    </TranslationDisclosure>
  );
}

/** D9: the channel's name and description in the other languages, each optional; members get theirs when it exists. */
export function ChannelTranslationFields({ writtenIn }: { writtenIn: Language }) {
  const { t } = useTranslation('community');
  return (
    <TranslationSections
      writtenIn={writtenIn}
      title={t('create.translations')}
      hint={t('create.translationsHint')}
    >
      {(language) => <LanguageSection key={language} language={language} />}
    </TranslationSections>
  );
}
