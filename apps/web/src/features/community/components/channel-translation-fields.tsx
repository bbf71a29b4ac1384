import {
  channelDescriptionMaxLength,
  channelNameMaxLength,
  languageInfo,
  languages,
  type channelInput,
  type Language,
} from '@vitalia/contracts';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cx } from '../../../components/ui/cx';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { useErrorText } from '../../../lib/form-errors';

export type ChannelFormInput = z.input<typeof channelInput>;

/** Typing in a language's own direction: Arabic right to left, whatever the page's language. */
export const writingIn = (language: Language) => ({ lang: language, dir: languageInfo[language].dir });

/** One language's name and description, behind a disclosure that says whether they are written. */
function LanguageSection({ language }: { language: Language }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const { register, control, formState } = useFormContext<ChannelFormInput>();
  const [name, description] = useWatch({ control, name: [`name.${language}`, `description.${language}`] });
  const nameError = formState.errors.name?.[language]?.message;
  const descriptionError = formState.errors.description?.[language]?.message;
  const isTranslated = Boolean(name?.trim() || description?.trim());
  const [isOpen, setIsOpen] = useState(isTranslated);
  const { nativeName } = languageInfo[language];

  return (
    <details
      // A refused text opens its language, so the message is seen.
      open={isOpen || Boolean(nameError || descriptionError)}
      onToggle={(event) => setIsOpen(event.currentTarget.open)}
      className="rounded-control ring-1 ring-ink-200 ring-inset"
    >
      <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3.5 py-2 font-medium text-ink-900">
        <span lang={language}>{nativeName}</span>
        <span
          className={cx(
            'rounded-full px-2.5 py-0.5 text-xs font-medium',
            isTranslated ? 'bg-success-50 text-success-600' : 'bg-ink-100 text-ink-700',
          )}
        >
          {isTranslated ? t('create.translated') : t('create.notTranslated')}
        </span>
      </summary>
      <fieldset className="space-y-4 border-t border-ink-100 px-3.5 pt-3 pb-4">
        <legend className="sr-only" lang={language}>
          {nativeName}
        </legend>
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
      </fieldset>
    </details>
  );
}

/** D9: the channel's name and description in the other languages, each optional; members get theirs when it exists. */
export function ChannelTranslationFields({ writtenIn }: { writtenIn: Language }) {
  const { t } = useTranslation('community');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <div>
        <h3 id={titleId} className="text-sm font-medium text-ink-900">
          {t('create.translations')}
        </h3>
        <p className="text-sm text-ink-500">{t('create.translationsHint')}</p>
      </div>
      {languages
        .filter((language) => language !== writtenIn)
        .map((language) => (
          <LanguageSection key={language} language={language} />
        ))}
    </section>
  );
}
