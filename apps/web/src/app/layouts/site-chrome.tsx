import { paths } from '@vitalia/contracts';
import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Logo } from '../../components/ui/logo';
import { brand } from '../../lib/brand';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:start-4 focus:top-4 focus:z-50 focus:rounded-control focus:bg-white focus:px-4 focus:py-2 focus:shadow-card"
    >
      {t('nav.skipToContent')}
    </a>
  );
}

export function PublicHeader() {
  const { t } = useTranslation();
  return (
    <header className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 py-4 sm:px-6">
      <Link
        to={paths.home()}
        aria-label={t('nav.home', { appName: brand.appName })}
        className="rounded-control"
      >
        <Logo />
      </Link>
      <div className="flex items-center gap-2">
        <Link
          to={paths.help()}
          className="hidden min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100 sm:inline-flex"
        >
          <LifeBuoy className="size-4" aria-hidden="true" />
          {t('nav.help')}
        </Link>
        <LanguageSwitcher />
      </div>
    </header>
  );
}

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mx-auto w-full max-w-6xl px-4 py-8 text-sm text-ink-500 sm:px-6">
      <nav aria-label={t('nav.legal')} className="flex flex-wrap gap-x-5 gap-y-2">
        <Link className="hover:text-ink-900 hover:underline" to={paths.privacy()}>
          {t('nav.privacy')}
        </Link>
        <Link className="hover:text-ink-900 hover:underline" to={paths.terms()}>
          {t('nav.terms')}
        </Link>
        <Link className="hover:text-ink-900 hover:underline" to={paths.help()}>
          {t('nav.help')}
        </Link>
      </nav>
      <p className="mt-3">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
