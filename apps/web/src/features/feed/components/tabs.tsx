import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../../components/ui/cx';

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
  /** Said after the label, small: "translated", an error mark. */
  marker?: ReactNode;
}

/** The ids that tie a tab to its panel. */
export const tabIds = (prefix: string, id: string) => ({
  tab: `${prefix}-tab-${id}`,
  panel: `${prefix}-panel-${id}`,
});

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
}: {
  label: string;
  prefix: string;
  items: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
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
      className="flex gap-1 overflow-x-auto rounded-full bg-ink-100 p-1"
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
              'inline-flex min-h-10 flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-brand-500',
              isSelected ? 'bg-white text-brand-800 shadow-sm' : 'text-ink-700 hover:text-ink-950',
            )}
          >
            {item.label}
            {item.marker}
          </button>
        );
      })}
    </div>
  );
}
