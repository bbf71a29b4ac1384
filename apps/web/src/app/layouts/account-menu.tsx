import { paths } from '@vitalia/contracts';
import { ChevronDown, Headset, LogOut, Settings, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { cx } from '../../components/ui/cx';
import { authActions, useAuthStore } from '../../lib/auth-store';
import { useDisclosure } from '../../lib/use-disclosure';

const links = [
  { to: paths.profile(), key: 'profile', Icon: UserRound },
  { to: paths.settings(), key: 'settings', Icon: Settings },
  // D1: every role may write to the team; the help centre (public) offers email only.
  { to: paths.contact(), key: 'contact', Icon: Headset },
] as const;

const itemClasses = 'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-sm font-medium';

export const signOut = () => void authActions.signOut().catch(() => undefined);

/**
 * The member's own corner of the top bar, on phones and wide screens alike: their picture leads to their profile
 * (where health consent is withdrawn, as the privacy policy says), settings, contacting support and signing out.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const profile = useAuthStore((state) => state.profile);
  const { isOpen, close, rootProps, buttonProps, panelProps } = useDisclosure();
  const name = [profile?.firstname, profile?.lastname].filter(Boolean).join(' ');

  return (
    <div {...rootProps} className="relative">
      <button
        {...buttonProps}
        className={cx(
          'inline-flex min-h-11 items-center gap-2 rounded-full p-1 text-sm font-medium text-ink-800 lg:pe-3',
          isOpen ? 'bg-ink-100' : 'hover:bg-ink-100',
        )}
      >
        <Avatar
          person={profile}
          src={profile?.pictureUrl ?? null}
          className="size-9"
          initialsClassName="text-sm"
        />
        <span className="sr-only">{t('nav.account')}</span>
        {/* The first name is the button's visible words on wide screens, so it is part of its name everywhere. */}
        <bdi className="max-w-32 truncate max-lg:sr-only">{profile?.firstname}</bdi>
        <ChevronDown
          className={cx('size-4 transition-transform max-lg:hidden', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div
        {...panelProps}
        className="absolute end-0 top-full z-30 mt-2 w-64 rounded-card bg-white p-1.5 shadow-dialog ring-1 ring-ink-100"
      >
        <div className="flex items-center gap-3 border-b border-ink-100 px-3 pt-2 pb-3">
          <Avatar
            person={profile}
            src={profile?.pictureUrl ?? null}
            className="size-11"
            initialsClassName="text-base"
          />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-ink-950">
              <bdi>{name}</bdi>
            </p>
            {/* Cut short when long; the whole address is its title. */}
            <p dir="ltr" title={profile?.email} className="truncate text-xs text-ink-500 rtl:text-end">
              {profile?.email}
            </p>
          </div>
        </div>
        <ul className="pt-1.5">
          {links.map(({ to, key, Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                onClick={close}
                className={({ isActive }) =>
                  cx(itemClasses, isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100')
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden="true" />
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={signOut}
              className={cx(itemClasses, 'text-ink-700 hover:bg-ink-100')}
            >
              <LogOut className="size-4 shrink-0 rtl:-scale-x-100" aria-hidden="true" />
              {t('actions.signOut')}
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
