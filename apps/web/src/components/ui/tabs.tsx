import type { LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './cx';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Said after the label, small: "translated", an error mark. */
  marker?: ReactNode;
  /** Drawn before the label; on a phone, over it (the tabs of a whole screen). */
  Icon?: LucideIcon;
}

/** The ids that tie a tab to its panel. */
export const tabIds = (prefix: string, id: string) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

/**
 * The panels of a tab list: each tied to its tab, only the selected one mounted (its data is read when it is opened).
 */
export function TabPanels<T extends string>({
  prefix,
  tabs,
  selected,
  children,
}: {
  prefix: string;
  tabs: readonly T[];
  selected: T;
  children: (tab: T) => ReactNode;
}) {
  return tabs.map((tab) => {
    const ids = tabIds(prefix, tab);
    return (
      <div key={tab} role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} hidden={tab !== selected}>
        {tab === selected && children(tab)}
      </div>
    );
  });
}

/**
 * An ARIA tab list (one tab in the focus order, arrows move between them, following the reading direction). The
 * panels are the caller's: each with `role="tabpanel"`, `tabIds(prefix, id).panel` and `hidden` when not selected.
 */
export function Tabs<T extends string>({
  label,
  prefix,
  items,
  selected,
  onSelect,
  className,
}: {
  label: string;
  prefix: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  className?: string;
}) {
  const listRef = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const index = items.findIndex((item) => item.id === selected);
    const next = {
      [forward]: (index + 1) % items.length,
      [backward]: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    const target = next === undefined ? undefined : items[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    listRef.current?.querySelector<HTMLElement>(`#${tabIds(prefix, target.id).tab}`)?.focus();
  }

  return (
    <div
      ref={listRef}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className={cx(
        'flex gap-1 bg-ink-100 p-1',
        items.some((item) => item.Icon) ? 'rounded-card' : 'overflow-x-auto rounded-full',
        className,
      )}
    >
      {items.map((item) => {
        const isSelected = item.id === selected;
        const ids = tabIds(prefix, item.id);
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={isSelected}
            aria-controls={ids.panel}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(item.id)}
            className={cx(
              item.Icon
                ? 'flex min-h-12 min-w-0 flex-1 flex-col items-center justify-center gap-0.5 rounded-control px-2 py-1.5 text-xs font-medium sm:flex-row sm:gap-2 sm:text-sm'
                : 'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-brand-500',
              isSelected ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-700 hover:text-ink-950',
            )}
          >
            {item.Icon && <item.Icon className="size-5 shrink-0 sm:size-4" aria-hidden="true" />}
            {item.Icon ? <span className="max-w-full truncate">{item.label}</span> : item.label}
            {item.marker}
          </button>
        );
      })}
    </div>
  );
}
