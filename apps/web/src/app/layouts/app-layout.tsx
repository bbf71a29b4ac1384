import { QueryClientProvider } from '@tanstack/react-query';
import { hasPermission, type Permission, paths } from '@vitalia/contracts';
import {
  BotMessageSquare,
  CreditCard,
  Gift,
  LayoutDashboard,
  LifeBuoy,
  LogOut,
  MessagesSquare,
  Newspaper,
  Settings,
  Tags,
  Target,
  TicketPercent,
  Users,
} from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { cx } from '../../components/ui/cx';
import { LanguageSwitcher } from '../../components/ui/language-switcher';
import { Logo } from '../../components/ui/logo';
import { PageSkeleton } from '../../components/ui/skeleton';
import FeedUnreadBadge from '../../features/feed/components/unread-badge';
import NotificationBell from '../../features/notifications/components/notification-bell';
import { authActions, useAuthStore } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import { AccountMenu, signOut } from './account-menu';
import { NavMore, type NavItem } from './nav-more';
import { SkipLink } from './site-chrome';

/** What a navigation entry shows beside its label. */
function EntryBadge({ entryKey, variant }: { entryKey: string; variant: 'top' | 'tab' }) {
  if (entryKey !== 'feed') return null;
  return <FeedUnreadBadge variant={variant} />;
}

/**
 * `group` decides what gives way when a bar runs out of room: a member's first screens and the staff's tools stay in
 * the bar; the member screens that came after them (`later`: the coach, Karim's AI) and the account screens (billing,
 * settings) move behind "More", in this order.
 */
const navigation = [
  {
    to: paths.dashboard(),
    key: 'dashboard',
    Icon: LayoutDashboard,
    permission: 'dashboard',
    group: 'member',
  },
  { to: paths.feed(), key: 'feed', Icon: Newspaper, permission: 'dashboard', group: 'member' },
  { to: paths.community(), key: 'community', Icon: MessagesSquare, permission: 'dashboard', group: 'member' },
  { to: paths.perks(), key: 'perks', Icon: TicketPercent, permission: 'dashboard', group: 'member' },
  { to: paths.coach(), key: 'coach', Icon: Target, permission: 'dashboard', group: 'later' },
  { to: paths.persona(), key: 'persona', Icon: BotMessageSquare, permission: 'dashboard', group: 'later' },
  { to: paths.rewards(), key: 'rewards', Icon: Gift, permission: 'rewards_promo_code', group: 'staff' },
  { to: paths.adminPlans(), key: 'plans', Icon: Tags, permission: 'admin_panel', group: 'account' },
  { to: paths.adminMembers(), key: 'members', Icon: Users, permission: 'members_admin', group: 'account' },
  { to: paths.adminSupport(), key: 'support', Icon: LifeBuoy, permission: 'support_inbox', group: 'account' },
  { to: paths.billing(), key: 'billing', Icon: CreditCard, permission: 'billing', group: 'account' },
  { to: paths.settings(), key: 'settings', Icon: Settings, permission: 'settings', group: 'account' },
] as const satisfies readonly (NavItem & {
  permission: Permission;
  group: 'member' | 'staff' | 'later' | 'account';
})[];

type NavigationItem = (typeof navigation)[number];

/**
 * Five entries share a 360px phone's width with room for a French label; past that (every role today), the later
 * member screens and the account screens go behind "More", which keeps a member's bar at five slots and an admin's
 * at six, and the wide top bar clear of the language switcher.
 */
const maxSlots = 5;
const givesWay = (item: NavigationItem) => item.group === 'later' || item.group === 'account';
function splitNavigation(items: readonly NavigationItem[]) {
  if (items.length <= maxSlots) return { shown: items, more: [] };
  return { shown: items.filter((item) => !givesWay(item)), more: items.filter(givesWay) };
}

/** Nothing to navigate to until the profile is complete and a plan chosen: the guard would send them back. */
function useVisibleNavigation() {
  const profile = useAuthStore((state) => state.profile);
  const isReady = profile?.isCompleted === true && profile.subscription?.isActive === true;
  const items = isReady ? navigation.filter((item) => hasPermission(profile.role, item.permission)) : [];
  return { items, ...splitNavigation(items) };
}

/** Before the profile is complete and a plan chosen there is nowhere else to go: only the way out. */
function SignOutButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={signOut}
      className="inline-flex min-h-10 items-center gap-2 rounded-full px-3 text-sm font-medium text-ink-700 hover:bg-ink-100"
    >
      <LogOut className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      <span>{t('actions.signOut')}</span>
    </button>
  );
}

/**
 * The signed-in shell: a top bar on wide screens, a thumb-reach tab bar on phones and tablets (up to six slots for
 * admins, which a tablet's top bar cannot hold beside the language switcher). Loaded on demand with the query
 * cache, which only signed-in screens use, so that neither weighs on the sign-in page.
 */
export default function AppLayout() {
  // The features' error words come with the signed-in area, not with the first download (lib/form-errors.ts).
  const { t } = useTranslation(['common', 'errors-app']);
  const { items, shown, more } = useVisibleNavigation();
  const linkClasses = ({ isActive }: { isActive: boolean }) =>
    cx(
      'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium',
      isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100',
    );

  return (
    <QueryClientProvider client={queryClient}>
      {/* Printing (a receipt) keeps the page's content only: no bars, no navigation. */}
      <div className={cx('flex min-h-dvh flex-col', items.length > 0 && 'pb-20 lg:pb-0 print:pb-0')}>
        <SkipLink />
        <header className="sticky top-0 z-20 border-b border-ink-100 bg-white/90 backdrop-blur print:hidden">
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
            <Logo />
            <nav aria-label={t('nav.main')} className="hidden gap-1 lg:flex">
              {shown.map(({ to, key, Icon }) => (
                <NavLink key={to} to={to} className={linkClasses}>
                  <Icon className="size-4" aria-hidden="true" />
                  {t(`nav.${key}`)}
                  <EntryBadge entryKey={key} variant="top" />
                </NavLink>
              ))}
              {more.length > 0 && <NavMore items={more} variant="top" />}
            </nav>
            <div className="flex items-center gap-1">
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
        {items.length > 0 && (
          <nav
            aria-label={t('nav.main')}
            className="fixed inset-x-0 bottom-0 z-20 grid auto-cols-fr grid-flow-col border-t border-ink-100 bg-white pb-[env(safe-area-inset-bottom)] lg:hidden print:hidden"
          >
            {shown.map(({ to, key, Icon }) => (
              <NavLink
                key={to}
                to={to}
                className={({ isActive }) =>
                  cx(
                    'relative flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 px-0.5 text-xs font-medium',
                    isActive ? 'text-brand-700' : 'text-ink-500',
                  )
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                <span className="max-w-full truncate">{t(`nav.${key}`)}</span>
                <EntryBadge entryKey={key} variant="tab" />
              </NavLink>
            ))}
            {more.length > 0 && <NavMore items={more} variant="tab" />}
          </nav>
        )}
      </div>
    </QueryClientProvider>
  );
}
