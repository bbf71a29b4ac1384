import { paths } from '@vitalia/contracts';
import { ArrowRight, Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { cx } from '../components/ui/cx';
import { useAuthStore } from '../lib/auth-store';

/**
 * An address that leads nowhere (docs/decisions/020-not-found.md): said plainly, with the one way home — the dashboard
 * for someone signed in (the guard takes it from there), the sign-in screen for anyone else.
 */
export default function Screen() {
  const { t } = useTranslation();
  const isSignedIn = useAuthStore((state) => state.user != null);
  return (
    <Card className="mx-auto mt-4 max-w-lg text-center sm:mt-10">
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight text-ink-950 rtl:tracking-normal">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-sm leading-relaxed text-ink-700">{t('notFound.body')}</p>
      <Link to={isSignedIn ? paths.dashboard() : paths.login()} className={cx(buttonClasses(), 'mt-6')}>
        {isSignedIn ? t('notFound.toDashboard') : t('notFound.toSignIn')}
        <ArrowRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
    </Card>
  );
}
