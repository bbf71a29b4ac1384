import {
  languageInfo,
  languages,
  postContentMaxLength,
  postTitleMaxLength,
  type Language,
} from '@vitalia/contracts';
import { CircleAlert, Check } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../../components/ui/field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { writingIn } from '../../../../components/ui/translation-sections';
import { useErrorText } from '../../../../lib/form-errors';
import { intlLocale } from '../../../../lib/i18n';
import { Tabs, tabIds } from '../../../../components/ui/tabs';
import type { PostFormValues } from './post-form-schema';

/** The written language first, then the translations. */
export const tabOrder = (writtenIn: Language) => [
  writtenIn,
  ...languages.filter((language) => language !== writtenIn),
];

function LanguagePanel({
  language,
  isWritten,
  isShown,
}: {
  language: Language;
  isWritten: boolean;
  isShown: boolean;
}) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const { register, formState } = useFormContext<PostFormValues>();
  const writing = writingIn(language);
  const count = (value: number) => new Intl.NumberFormat(intlLocale()).format(value);
  const ids = tabIds('composer-language', language);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      hidden={!isShown}
      className="space-y-4 pt-4"
    >
      {!isWritten && <p className="text-sm text-ink-500">{t('composer.translationHint')}</p>}
      <Field
        label={isWritten ? t('composer.title') : t('composer.titleTranslation')}
        autoComplete="off"
        {...writing}
        hint={t('composer.titleHint', { max: count(postTitleMaxLength) })}
        error={errorText(formState.errors.title?.[language]?.message)}
        {...register(`title.${language}`)}
      />
      <TextAreaField
        label={isWritten ? t('composer.content') : t('composer.contentTranslation')}
        rows={8}
        {...writing}
        hint={t('composer.contentHint', { max: count(postContentMaxLength) })}
        error={errorText(formState.errors.content?.[language]?.message)}
        {...register(`content.${language}`)}
      />
    </div>
  );
}

/** Title and content in the written language, and optional translations for the two others, one tab each. */
export function LanguageFields({
  selected,
  onSelect,
}: {
  selected: Language;
  onSelect: (language: Language) => void;
}) {
  const { t } = useTranslation('feed');
  const { control, formState } = useFormContext<PostFormValues>();
  const [writtenIn, title, content] = useWatch({ control, name: ['writtenIn', 'title', 'content'] });
  const order = tabOrder(writtenIn);
  const items = order.map((language) => {
    const hasError = Boolean(formState.errors.title?.[language] || formState.errors.content?.[language]);
    const isTranslated = Boolean(title[language].trim() || content[language].trim());
    return {
      id: language,
      label: <span lang={language}>{languageInfo[language].nativeName}</span>,
      marker: hasError ? (
        <>
          <CircleAlert className="size-4 text-danger-600" aria-hidden="true" />
          <span className="sr-only">{t('composer.tabHasError')}</span>
        </>
      ) : language === writtenIn ? (
        <span className="text-xs text-ink-600">{t('composer.original')}</span>
      ) : isTranslated ? (
        <>
          <Check className="size-4 text-success-600" aria-hidden="true" />
          <span className="sr-only">{t('composer.translated')}</span>
        </>
      ) : null,
    };
  });
  return (
    <div>
      <Tabs
        label={t('composer.languages')}
        prefix="composer-language"
        items={items}
        selected={selected}
        onSelect={onSelect}
      />
      {order.map((language) => (
        <LanguagePanel
          key={language}
          language={language}
          isWritten={language === writtenIn}
          isShown={language === selected}
        />
      ))}
    </div>
  );
}
