import { ChevronDown, Ellipsis, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { cx } from '../../components/ui/cx';

export interface NavItem {
  to: string;
  key: string;
  Icon: LucideIcon;
}

/**
 * The entries a bar has no room for, behind one "More" button: a disclosure of links (not an ARIA menu), closed by
 * Escape, by a press elsewhere, by leaving it with the keyboard, and by going anywhere.
 */
export function NavMore({ items, variant }: { items: readonly NavItem[]; variant: 'top' | 'tab' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Open at one address only: any navigation (a link here, Back) closes it without an effect to reset it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const isCurrent = items.some((item) => pathname === item.to || pathname.startsWith(`${item.to}/`));

  useEffect(() => {
    if (!isOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpenAt(null);
      buttonRef.current?.focus();
    }
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
  }

  const isTab = variant === 'tab';
  return (
    <div ref={rootRef} onBlur={onBlur} className={cx('relative', isTab && 'flex min-w-0')}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpenAt(isOpen ? null : pathname)}
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
        id={panelId}
        hidden={!isOpen}
        className={cx(
          'absolute z-30 w-56 rounded-card bg-white p-1.5 shadow-dialog ring-1 ring-ink-100',
          isTab ? 'bottom-full end-1 mb-2' : 'end-0 top-full mt-2',
        )}
      >
        {items.map(({ to, key, Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              onClick={() => setOpenAt(null)}
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
