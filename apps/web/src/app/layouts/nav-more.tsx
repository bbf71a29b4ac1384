import { ChevronDown, Ellipsis, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import { useDisclosure } from '../../lib/use-disclosure';

export interface NavItem {
  to: string;
  key: string;
  Icon: LucideIcon;
}

/** The entries a bar has no room for, behind one "More" button. */
export function NavMore({ items, variant }: { items: readonly NavItem[]; variant: 'top' | 'tab' }) {
  const { t } = useTranslation();
  const { isOpen, pathname, close, rootProps, buttonProps, panelProps } = useDisclosure();
  const isCurrent = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  const isTab = variant === 'tab';
  return (
    <div {...rootProps} className={cx('relative', isTab && 'flex min-w-0')}>
      <button
        {...buttonProps}
        className={
          isTab
            ? cx(
                'flex min-h-14 w-full min-w-0 flex-col items-center justify-center gap-1 px-0.5 text-xs font-medium',
                isCurrent || isOpen ? 'text-brand-700' : 'text-ink-500',
              )
            : cx(
                'inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-medium',
                isCurrent ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100',
              )
        }
      >
        <Ellipsis className={isTab ? 'size-5' : 'size-4'} aria-hidden="true" />
        <span className={isTab ? 'max-w-full truncate' : undefined}>{t('nav.more')}</span>
        {!isTab && (
          <ChevronDown
            className={cx('size-4 transition-transform', isOpen && 'rotate-180')}
            aria-hidden="true"
          />
        )}
      </button>
      <ul
        {...panelProps}
        className={cx(
          'absolute z-30 w-56 rounded-card bg-white p-1.5 shadow-dialog ring-1 ring-ink-100',
          isTab ? 'bottom-full end-1 mb-2' : 'end-0 top-full mt-2',
        )}
      >
        {items.map(({ to, key, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={close}
              className={({ isActive }) =>
                cx(
                  'flex min-h-11 items-center gap-3 rounded-control px-3 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100',
                )
              }
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
