import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A button that shows and hides a panel of links (a disclosure, not an ARIA menu): closed by Escape (focus back on
 * the button), by a press elsewhere, by leaving it with the keyboard, and by going anywhere.
 */
export function useDisclosure() {
  const { pathname } = useLocation();
  // Open at one address only: any navigation (a link here, Back) closes it without an effect to reset it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const isOpen = openAt === pathname;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

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

  return {
    isOpen,
    pathname,
    close: () => setOpenAt(null),
    rootProps: {
      ref: rootRef,
      onBlur(event: FocusEvent<HTMLDivElement>) {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpenAt(null);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpenAt(isOpen ? null : pathname),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
