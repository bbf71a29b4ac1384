import { Bot, Gift, MessagesSquare, Sparkles, Trophy } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/ui/skeleton';
import { PublicFooter, PublicHeader, SkipLink } from './site-chrome';

const perks = [
  { key: 'feed', Icon: Sparkles },
  { key: 'coach', Icon: Bot },
  { key: 'ambassador', Icon: MessagesSquare },
  { key: 'community', Icon: Trophy },
  { key: 'rewards', Icon: Gift },
] as const;

function BrandPanel() {
  const { t } = useTranslation('auth');
  return (
    <aside className="relative hidden overflow-hidden rounded-card bg-brand-900 p-10 text-brand-50 lg:flex lg:flex-col lg:justify-between">
      <div
        aria-hidden="true"
        className="absolute -end-24 -top-24 size-72 rounded-full bg-brand-600/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -start-16 size-80 rounded-full bg-accent-400/20 blur-3xl"
      />
      <div className="relative">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-300 rtl:normal-case rtl:tracking-normal">
          {t('panel.eyebrow')}
        </p>
        <h2 className="mt-3 text-3xl font-bold leading-tight text-white">{t('panel.title')}</h2>
      </div>
      <ul className="relative mt-10 space-y-4">
        {perks.map(({ key, Icon }) => (
          <li key={key} className="flex items-start gap-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-white/10">
              <Icon className="size-5 text-accent-400" aria-hidden="true" />
            </span>
            <span className="pt-1.5 text-sm leading-relaxed text-brand-100">{t(`panel.perks.${key}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** Login, register and password reset: the form column beside a brand panel on wide screens, alone on phones. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <PublicHeader />
      <main
        id="main"
        className="mx-auto grid w-full max-w-6xl flex-1 gap-8 px-4 pb-6 sm:px-6 lg:grid-cols-2 lg:py-6"
      >
        <BrandPanel />
        {/* Top-aligned, not centred: the providers' buttons arrive a moment after the form and grow the card
            downwards only, so the submit button never moves under a pointer on its way to it. */}
        <div className="flex items-start justify-center">
          <div className="w-full max-w-md">
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </div>
        </div>
      </main>
      <PublicFooter />
    </div>
  );
}
