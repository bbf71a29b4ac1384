import { languageInfo, languages, resolveText, type Language, type PostImage } from '@vitalia/contracts';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../../lib/i18n';
import { PostImages } from '../post-images';
import { inLanguage, PostContent } from '../post-text';
import { Tabs, tabIds } from '../../../../components/ui/tabs';
import type { PostFormValues } from './post-form-schema';

/** A language's name in the reader's own language: "French", "français", "الفرنسية". */
const nameOf = (language: Language) =>
  new Intl.DisplayNames([intlLocale()], { type: 'language' }).of(language) ??
  languageInfo[language].nativeName;

function PreviewPanel({
  reader,
  isShown,
  images,
}: {
  reader: Language;
  isShown: boolean;
  images: readonly PostImage[];
}) {
  const { t } = useTranslation('feed');
  const { control } = useFormContext<PostFormValues>();
  const [writtenIn, title, content] = useWatch({ control, name: ['writtenIn', 'title', 'content'] });
  const shownTitle = resolveText({ writtenIn, texts: title }, reader);
  const shownContent = resolveText({ writtenIn, texts: content }, reader);
  const isFallback = shownTitle.language !== reader || shownContent.language !== reader;
  const ids = tabIds('composer-preview', reader);
  return (
    <div
      role="tabpanel"
      id={ids.panel}
      aria-labelledby={ids.tab}
      hidden={!isShown}
      className="mt-3 space-y-3 rounded-card bg-ink-50 p-3 sm:p-4"
    >
      <p className="text-xs text-ink-500">
        {isFallback
          ? t('preview.fallback', { reader: nameOf(reader), original: nameOf(writtenIn) })
          : t('preview.translated', { reader: nameOf(reader) })}
      </p>
      {shownTitle.text.trim() || shownContent.text.trim() ? (
        <div className="space-y-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100">
          <h3 {...inLanguage(shownTitle)} className="text-lg font-semibold leading-snug text-ink-950">
            {shownTitle.text}
          </h3>
          <PostContent content={shownContent} />
          <PostImages images={images} title={shownTitle} />
        </div>
      ) : (
        <p className="text-sm text-ink-500">{t('preview.empty')}</p>
      )}
    </div>
  );
}

/**
 * The post as a member reading each language will see it: their translation, or the original when there is none
 * (D9, the same `resolveText` the server uses).
 */
export function PostPreview({ images }: { images: readonly PostImage[] }) {
  const { t } = useTranslation('feed');
  const [reader, setReader] = useState<Language>(languages[0]);
  const items = languages.map((language) => ({
    id: language,
    label: <span lang={language}>{languageInfo[language].nativeName}</span>,
  }));
  return (
    <section aria-labelledby="composer-preview-title">
      <h2 id="composer-preview-title" className="mb-2 text-sm font-medium text-ink-900">
        {t('preview.title')}
      </h2>
      <Tabs
        label={t('preview.readers')}
        prefix="composer-preview"
        items={items}
        selected={reader}
        onSelect={setReader}
      />
      {languages.map((language) => (
        <PreviewPanel key={language} reader={language} isShown={language === reader} images={images} />
      ))}
    </section>
  );
}
