import { languageInfo, languages, type Language } from '@vitalia/contracts';
import { forwardRef, useId, useState, type ReactNode } from 'react';
import { cx } from './cx';
import { SelectField, type SelectFieldProps } from './select-field';

/** Typing in a language's own direction: Arabic right to left, whatever the page's language. */
export const writingIn = (language: Language) => ({ lang: language, dir: languageInfo[language].dir });

/** The language staff write a text in (D9): each language named in itself. */
export const WrittenLanguageField = forwardRef<HTMLSelectElement, Omit<SelectFieldProps, 'children'>>(
  function WrittenLanguageField(props, ref) {
    return (
      <SelectField ref={ref} {...props}>
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageInfo[language].nativeName}
          </option>
        ))}
      </SelectField>
    );
  },
);

/**
 * One language's fields behind a disclosure that says whether they are written. The fields are mounted only while it
 * is open (their values stay in the form), and a field the form refused opens its language so the message is seen.
 */
export function TranslationDisclosure({
  language,
  isTranslated,
  hasError,
  status,
  children,
}: {
  language: Language;
  isTranslated: boolean;
  hasError: boolean;
  /** What the badge says: translated, or not yet. */
  status: string;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(isTranslated);
  const isShown = isOpen || hasError;
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
          {status}
        </span>
      </summary>
      {isShown && (
        <fieldset className="space-y-4 border-t border-ink-100 px-3.5 pt-3 pb-4">
          <legend className="sr-only" lang={language}>
            {nativeName}
          </legend>
          {children}
        </fieldset>
      )}
    </details>
  );
}

/** D9: a text's translations into the languages besides the one it is written in, each optional. */
export function TranslationSections({
  writtenIn,
  title,
  hint,
  children,
}: {
  writtenIn: Language;
  title: string;
  hint: string;
  /** One language's disclosure. */
  children: (language: Language) => ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="space-y-2">
      <div>
        <h3 id={titleId} className="text-sm font-medium text-ink-900">
          {title}
        </h3>
        <p className="text-sm text-ink-500">{hint}</p>
      </div>
      {languages.filter((language) => language !== writtenIn).map(children)}
    </section>
  );
}
