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

/** An entry of the wide top bar, "More" included; `top-navigation.tsx` measures this very shape. */
export const topEntryClasses =
  'inline-flex items-center gap-2 whitespace-nowrap rounded-full px-3 py-2 text-sm font-medium';

/**
 * An entry of the phone's bar. Its label is never cut: one that needs it takes a second line (decision 048), and the
 * icons stay in one row above the labels, however many lines each takes.
 */
export const tabEntryClasses =
  'flex min-h-14 min-w-0 flex-col items-center justify-start gap-1 px-0.5 pt-2 pb-1 text-xs font-medium';
export const tabLabelClasses = 'max-w-full text-center leading-tight text-balance';

/** What "More" shows: its icon and word, and on the top bar a chevron that turns while it is open. */
export function NavMoreFace({ variant, isOpen = false }: { variant: 'top' | 'tab'; isOpen?: boolean }) {
  const { t } = useTranslation();
  const isTab = variant === 'tab';
  return (
    <>
      <Ellipsis className={isTab ? 'size-5' : 'size-4'} aria-hidden="true" />
      <span className={isTab ? tabLabelClasses : undefined}>{t('nav.more')}</span>
      {!isTab && (
        <ChevronDown
          className={cx('size-4 transition-transform', isOpen && 'rotate-180')}
          aria-hidden="true"
        />
      )}
    </>
  );
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
            ? cx(tabEntryClasses, 'w-full', isCurrent || isOpen ? 'text-brand-700' : 'text-ink-500')
            : cx(topEntryClasses, isCurrent ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100')
        }
      >
        <NavMoreFace variant={variant} isOpen={isOpen} />
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
