import { QueryClientProvider } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { cx } from '../../components/ui/cx';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Logo } from '../../components/ui/logo';
import { PageSkeleton } from '../../components/ui/skeleton';
import NotificationBell from '../../features/notifications/components/notification-bell';
import { usePushSignOut } from '../../features/notifications/hooks/use-push-sign-out';
import { authActions } from '../../lib/auth-store';
import { screenCommitted } from '../../lib/first-paint';
import { useMeaningfulAction } from '../../lib/meaningful-action';
import { queryClient } from '../../lib/query-client';
import { AccountMenu, signOut } from './account-menu';
import { EntryBadge } from './entry-badge';
import { NavMore, tabEntryClasses, tabLabelClasses } from './nav-more';
import { splitAt, tabSlots, useVisibleNavigation } from './navigation';
import { SkipLink } from './site-chrome';
import { TopNavigation } from './top-navigation';

/**
 * Before the profile is complete and a plan chosen there is nowhere else to go: only the way out. On a phone it is its
 * icon, named for screen readers: beside the logo and the language switcher, "Se déconnecter" would take two lines.
 */
function SignOutButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={signOut}
      className="inline-flex min-h-10 min-w-10 items-center justify-center gap-2 whitespace-nowrap rounded-full text-sm font-medium text-ink-700 hover:bg-ink-100 sm:px-3"
    >
      <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      <span className="max-sm:sr-only">{t('actions.signOut')}</span>
    </button>
  );
}

/** Fetched only once a member has done something others may answer: the offer of Web Push (issue 39). */
const PushInvitation = lazy(() => import('../../features/notifications/components/push-invitation'));

/**
 * The signed-in shell: a top bar on wide screens, a thumb-reach tab bar on phones and tablets, each holding the role's
 * entries in their order of use (decision 048). Loaded on demand with the query cache, which only signed-in screens
 * use, so that neither weighs on the sign-in page.
 */
export default function AppLayout() {
  // The features' error words come with the signed-in area, not with the first download (lib/form-errors.ts).
  const { t } = useTranslation(['common', 'errors-app']);
  const items = useVisibleNavigation();
  const tab = splitAt(items, tabSlots);
  const meaningfulAction = useMeaningfulAction((state) => state.last);
  usePushSignOut();
  // What waits for the first screen's paint (a screen's later copy) starts once the frame and its screen are shown.
  useEffect(screenCommitted, []);

  return (
    <QueryClientProvider client={queryClient}>
      {/* Printing (a receipt) keeps the page's content only: no bars, no navigation. */}
      <div className={cx('flex min-h-dvh flex-col', items.length > 0 && 'pb-20 lg:pb-0 print:pb-0')}>
        <SkipLink />
        <header className="sticky top-0 z-20 border-b border-ink-100 bg-white/90 backdrop-blur print:hidden">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
            <Logo />
            {items.length > 0 && <TopNavigation items={items} />}
            <div className="flex shrink-0 items-center gap-1">
              {/* Its copy comes with a signed-in visit's start-up copy; signed in on /login, it follows a moment later. */}
              {items.length > 0 && (
                <Suspense fallback={<span className="size-11" aria-hidden="true" />}>
                  <NotificationBell />
                </Suspense>
              )}
              <LanguageSwitcher onChange={authActions.setLanguage} />
              {items.length > 0 ? <AccountMenu /> : <SignOutButton />}
            </div>
          </div>
        </header>
        <main
          id="main"
          className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 print:max-w-none print:p-0"
        >
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
        {meaningfulAction && (
          <Suspense fallback={null}>
            <PushInvitation />
          </Suspense>
        )}
        {items.length > 0 && (
          <nav
            aria-label={t('nav.main')}
            className="fixed inset-x-0 bottom-0 z-20 grid auto-cols-fr grid-flow-col border-t border-ink-100 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
          >
            {tab.shown.map(({ to, key, Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cx('relative', tabEntryClasses, isActive ? 'text-brand-700' : 'text-ink-500')
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className={tabLabelClasses}>{t(`nav.${key}`)}</span>
                <EntryBadge entryKey={key} variant="tab" />
              </NavLink>
            ))}
            {tab.more.length > 0 && <NavMore items={tab.more} variant="tab" />}
          </nav>
        )}
      </div>
    </QueryClientProvider>
  );
}
