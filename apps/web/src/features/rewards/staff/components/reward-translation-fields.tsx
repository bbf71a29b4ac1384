import { type Language, type rewardInput } from '@vitalia/contracts';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../../components/ui/field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import {
  TranslationDisclosure,
  TranslationSections,
  writingIn,
} from '../../../../components/ui/translation-sections';

type FormInput = z.input<typeof rewardInput>;

/** One language's name and description. */
function LanguageSection({ language }: { language: Language }) {
  const { t } = useTranslation('rewards');
  const { register, control, formState } = useFormContext<FormInput>();
  const [name, description] = useWatch({
    control,
    name: [`translations.name.${language}`, `translations.description.${language}`],
  });
  const errors = formState.errors.translations;
  const nameError = errors?.name?.[language];
  const descriptionError = errors?.description?.[language];
  const isTranslated = Boolean(name?.trim() || description?.trim());
  return (
    <TranslationDisclosure
      language={language}
      isTranslated={isTranslated}
      hasError={Boolean(nameError || descriptionError)}
      status={isTranslated ? t('form.translations.added') : t('form.translations.missing')}
    >
      <Field
        label={t('form.name')}
        autoComplete="off"
        maxLength={120}
        {...writingIn(language)}
        error={nameError && t('form.errors.partner')}
        {...register(`translations.name.${language}`)}
      />
      <TextAreaField
        label={t('form.description')}
        rows={2}
        maxLength={2000}
        {...writingIn(language)}
        error={descriptionError && t('form.errors.description')}
        {...register(`translations.description.${language}`)}
      />
    </TranslationDisclosure>
  );
}

/** D9: the reward's name and description in the languages besides the one it is written in, each optional. */
export function RewardTranslationFields({ writtenIn }: { writtenIn: Language }) {
  const { t } = useTranslation('rewards');
  return (
    <TranslationSections
      writtenIn={writtenIn}
      title={t('form.translations.title')}
      hint={t('form.translations.hint')}
    >
      {(language) => <LanguageSection key={language} language={language} />}
    </TranslationSections>
  );
}
