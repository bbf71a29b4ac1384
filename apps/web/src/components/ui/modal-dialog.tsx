import { useEffect, useRef, type DialogHTMLAttributes } from 'react';

export interface ModalDialogProps extends Omit<DialogHTMLAttributes<HTMLDialogElement>, 'open' | 'onCancel'> {
  isOpen: boolean;
  /** Escape was pressed. The dialog stays open: whoever owns `isOpen` decides whether it closes. */
  onCancel: () => void;
  /** A selector for what takes focus on opening; without it, the browser's choice (the first control). */
  initialFocus?: string;
}

/**
 * A native modal <dialog> opened and closed by `isOpen`: the page behind is inert while it is open, so focus stays
 * inside; Escape goes to `onCancel`; on closing, focus goes back to where it was when the dialog opened.
 */
export function ModalDialog({ isOpen, onCancel, initialFocus, children, ...rest }: ModalDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
      returnFocusRef.current = null;
    }
  }, [isOpen, initialFocus]);

  return (
    <dialog
      {...rest}
      ref={dialogRef}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      {children}
    </dialog>
  );
}
