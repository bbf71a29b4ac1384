import { languageInfo, languages, type Language } from '@vitalia/contracts';
import { ChevronDown, Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n';
import { cx } from './cx';

/** A native select: the phone's own picker on mobile, the keyboard works everywhere. */
export function LanguageSwitcher({
  className,
  onChange = changeLanguage,
}: {
  className?: string;
  /** Signed-in screens also keep the choice on the profile (D5). */
  onChange?: (language: Language) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ? currentLanguage() : 'en';

  return (
    <div className={cx('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <Globe className="pointer-events-none absolute start-3 size-4 text-ink-500" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(event) => void onChange(event.target.value as Language).catch(() => undefined)}
        className={cx(
          'min-h-10 appearance-none rounded-full bg-white pe-8 ps-9 text-sm font-medium text-ink-900',
          'ring-1 ring-inset ring-ink-200 hover:ring-ink-300',
        )}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageInfo[code].nativeName}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute end-3 size-4 text-ink-500" aria-hidden="true" />
    </div>
  );
}
