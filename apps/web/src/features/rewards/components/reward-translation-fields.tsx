import { languageInfo, languages, type Language, type rewardInput } from '@vitalia/contracts';
import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cx } from '../../../components/ui/cx';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';

type FormInput = z.input<typeof rewardInput>;

/** Typing in a language's own direction: Arabic right to left, whatever the page's language. */
export const writingIn = (language: Language) => ({ lang: language, dir: languageInfo[language].dir });

/**
 * One language's name and description, behind a disclosure that says whether it is translated. The fields are
 * mounted only while open (their values stay in the form), and a field the form refused opens its language.
 */
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
  const [isOpen, setIsOpen] = useState(isTranslated);
  const isShown = isOpen || Boolean(nameError || descriptionError);
  const { nativeName } = languageInfo[language];

  return (
    <details
      open={isShown}
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
          {isTranslated ? t('form.translations.added') : t('form.translations.missing')}
        </span>
      </summary>
      {isShown && (
        <fieldset className="space-y-4 border-t border-ink-100 px-3.5 pt-3 pb-4">
          <legend className="sr-only" lang={language}>
            {nativeName}
          </legend>
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
        </fieldset>
      )}
    </details>
  );
}

/** D9: the reward's name and description in the languages besides the one it is written in, each optional. */
export function RewardTranslationFields({ writtenIn }: { writtenIn: Language }) {
  const { t } = useTranslation('rewards');
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <div>
        <h3 id={titleId} className="text-sm font-medium text-ink-900">
          {t('form.translations.title')}
        </h3>
        <p className="text-sm text-ink-500">{t('form.translations.hint')}</p>
      </div>
      {languages
        .filter((language) => language !== writtenIn)
        .map((language) => (
          <LanguageSection key={language} language={language} />
        ))}
    </section>
  );
}
