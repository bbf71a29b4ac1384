import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { legalLastUpdated, type LegalDocumentName } from '../legal-dates';

interface SectionCopy {
  title: string;
  paragraphs: string[];
}

export function LegalDocument({ name }: { name: LegalDocumentName }) {
  const { t } = useTranslation('legal');
  const sections = t(`${name}.sections`, { returnObjects: true }) as SectionCopy[];
  const date = formatLongDate(legalLastUpdated[name], currentLanguage());

  return (
    <article className="rounded-card bg-white px-5 py-8 shadow-card ring-1 ring-ink-100 sm:px-10 sm:py-12">
      <header className="border-b border-ink-100 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink-950 rtl:tracking-normal sm:text-4xl">
          {t(`${name}.title`)}
        </h1>
        <p className="mt-2 text-sm text-ink-500">
          <time dateTime={legalLastUpdated[name]}>{t(`${name}.updated`, { date })}</time>
        </p>
        <p className="mt-5 text-base leading-relaxed text-ink-700">{t(`${name}.intro`)}</p>
      </header>

      <nav aria-labelledby={`${name}-contents`} className="my-8 rounded-2xl bg-ink-50 p-5">
        <h2 id={`${name}-contents`} className="text-sm font-semibold text-ink-900">
          {t('contents')}
        </h2>
        <ol className="mt-3 grid gap-1.5 text-sm sm:grid-cols-2">
          {sections.map((section, index) => (
            <li key={section.title}>
              <a href={`#${name}-${index + 1}`} className="text-brand-700 hover:underline">
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section
          key={section.title}
          id={`${name}-${index + 1}`}
          aria-labelledby={`${name}-${index + 1}-title`}
          className="scroll-mt-6 py-4"
          data-testid="legal-section"
        >
          <h2 id={`${name}-${index + 1}-title`} className="text-xl font-semibold text-ink-950">
            {section.title}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 leading-relaxed text-ink-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
