import { useEffect, useId, useRef, useState, type FocusEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** Whether focus sits in the closing panel, or was lost with it (the focused item went away). */
function isFocusInOrLost(root: HTMLElement | null) {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(root?.contains(active));
}

/** Where the panel was opened: the screen shown then, and the address bar, which is ahead while a screen loads. */
interface OpenedAt {
  shown: string;
  addressBar: string;
}

/**
 * Open until the member goes elsewhere. Opened while a screen was still coming in (the address bar already showed
 * it, the old screen stayed until it came: React keeps it during the transition), it stays open when that screen
 * arrives, rather than closing under the member's finger.
 */
const isStillAt = (opened: OpenedAt, pathname: string) =>
  opened.shown === pathname || (opened.addressBar !== opened.shown && opened.addressBar === pathname);

/**
 * A button that shows and hides a panel (a disclosure, not an ARIA menu): closed by Escape (focus back on the
 * button), by a press elsewhere, by tabbing out of it, and by going anywhere. With `initialFocus`, focus moves there
 * when it opens, and back to the button when it closes with focus inside (the bell's panel).
 */
export function useDisclosure({ initialFocus }: { initialFocus?: RefObject<HTMLElement | null> } = {}) {
  const { pathname } = useLocation();
  // Open at one address only: any navigation (a link here, Back) closes it without an effect to reset it.
  const [openAt, setOpenAt] = useState<OpenedAt | null>(null);
  const isOpen = openAt !== null && isStillAt(openAt, pathname);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!initialFocus) return;
    if (isOpen) initialFocus.current?.focus();
    else if (wasOpen.current && isFocusInOrLost(rootRef.current)) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen, initialFocus]);

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
        const next = event.relatedTarget as Node | null;
        // Focus that goes nowhere (a press on the panel's text, an item removed as it closes) is not tabbing away;
        // presses outside close it through `pointerdown`.
        if (next && !rootRef.current?.contains(next)) setOpenAt(null);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': isOpen,
      'aria-controls': panelId,
      onClick: () => setOpenAt(isOpen ? null : { shown: pathname, addressBar: window.location.pathname }),
    },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
