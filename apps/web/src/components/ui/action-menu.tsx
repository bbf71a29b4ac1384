import { EllipsisVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cx } from './cx';

export interface ActionMenuItem {
  label: string;
  icon: ReactNode;
  onSelect: () => void;
  isDestructive?: boolean;
}

/**
 * A few actions behind one button, for headers where a row of buttons would not fit a phone. A disclosure of plain
 * buttons (reached with Tab), not an ARIA menu. It closes on a choice, on Escape, when focus or a press goes
 * elsewhere. A choice first gives focus back to the button, so a dialog it opens returns focus there on closing.
 */
export function ActionMenu({ label, items }: { label: string; items: ActionMenuItem[] }) {
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!isOpen) return;
    // Safari does not focus a pressed button, so a blur alone would miss a press outside.
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [isOpen]);

  function choose(item: ActionMenuItem) {
    setIsOpen(false);
    buttonRef.current?.focus();
    item.onSelect();
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        event.stopPropagation();
        setIsOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
        className="grid size-11 place-items-center rounded-full text-ink-700 ring-1 ring-ink-200 ring-inset hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <EllipsisVertical className="size-5" aria-hidden="true" />
      </button>
      <ul
        id={listId}
        hidden={!isOpen}
        className="absolute end-0 top-full z-20 mt-1 w-max max-w-[min(18rem,calc(100vw-2rem))] rounded-card bg-white p-1 shadow-dialog ring-1 ring-ink-100"
      >
        {items.map((item) => (
          <li key={item.label}>
            <button
              type="button"
              onClick={() => choose(item)}
              className={cx(
                'flex min-h-11 w-full items-center gap-3 rounded-control px-3 text-start text-sm font-medium',
                item.isDestructive ? 'text-danger-700 hover:bg-danger-50' : 'text-ink-900 hover:bg-ink-100',
              )}
            >
              {item.icon}
              {item.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
