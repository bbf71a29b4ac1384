import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cx } from '../../components/ui/cx';
import { EntryBadge, hasBadge } from './entry-badge';
import { NavMore, NavMoreFace, topEntryClasses, type NavItem } from './nav-more';

/** As wide as the feed's unread count at its widest ("99+"), for the measure only. */
const badgeRoomClasses = 'min-w-5 px-1.5 text-[0.68rem] font-bold leading-5';

/**
 * How many entries the bar holds, read off `ruler` (every entry, then "More", laid out unseen): all of them when they
 * fit together, else as many as fit in front of "More".
 */
function fittingCount(bar: HTMLElement, ruler: HTMLElement): number {
  const gap = Number.parseFloat(getComputedStyle(ruler).columnGap) || 0;
  const widths = Array.from(ruler.children, (child) => child.getBoundingClientRect().width);
  const moreWidth = widths.pop() ?? 0;
  const room = bar.getBoundingClientRect().width;
  const allWidth = widths.reduce((sum, width) => sum + width + gap, -gap);
  if (allWidth <= room) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of widths) {
    if (used + gap + width > room) break;
    used += gap + width;
    count += 1;
  }
  return count;
}

/**
 * Measured again whenever the bar's room or the entries' widths change: a window resized, another language, the font
 * arriving. jsdom lays nothing out, so there every entry stays in the bar.
 */
function useFittingCount(itemCount: number) {
  const barRef = useRef<HTMLDivElement>(null);
  const rulerRef = useRef<HTMLDivElement>(null);
  const [count, setCount] = useState(itemCount);
  useLayoutEffect(() => {
    const bar = barRef.current;
    const ruler = rulerRef.current;
    if (!bar || !ruler || typeof ResizeObserver === 'undefined') return;
    const measure = () => setCount(fittingCount(bar, ruler));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(bar);
    observer.observe(ruler);
    return () => observer.disconnect();
  }, [itemCount]);
  return { barRef, rulerRef, count: Math.min(count, itemCount) };
}

/**
 * The wide screen's bar, between the logo and the account corner: the role's entries in their order of use, as many as
 * fit in the reader's language (decision 048), the rest behind "More".
 */
export function TopNavigation({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { barRef, rulerRef, count } = useFittingCount(items.length);
  const shown = items.slice(0, count);
  const more = items.slice(count);

  return (
    <nav aria-label={t('nav.main')} className="hidden min-w-0 flex-1 lg:block">
      <div ref={barRef} className="relative flex justify-center gap-1">
        {shown.map(({ to, key, Icon }) => (
          <NavLink
            key={to}
            to={to}
            className={({ isActive }) =>
              cx(topEntryClasses, isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100')
            }
          >
            <Icon className="size-4" aria-hidden="true" />
            {t(`nav.${key}`)}
            <EntryBadge entryKey={key} variant="top" />
          </NavLink>
        ))}
        {more.length > 0 && <NavMore items={more} variant="top" />}
        <div aria-hidden="true" className="pointer-events-none invisible absolute inset-0 overflow-hidden">
          <div ref={rulerRef} className="flex w-max gap-1">
            {items.map(({ to, key, Icon }) => (
              <span key={to} className={topEntryClasses}>
                <Icon className="size-4" />
                {t(`nav.${key}`)}
                {/* Room for the widest count, whether or not one is shown: a count that arrives a moment after
                    the bar must not push an entry behind "More" under the member's finger. */}
                {hasBadge(key) && <span className={badgeRoomClasses}>99+</span>}
              </span>
            ))}
            <span className={topEntryClasses}>
              <NavMoreFace variant="top" />
            </span>
          </div>
        </div>
      </div>
    </nav>
  );
}
