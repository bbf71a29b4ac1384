import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react';
import { Button } from './button';
import { CloseButton } from './close-button';
import { FormError } from './field';
import { ModalDialog } from './modal-dialog';

const TitleIdContext = createContext<string | undefined>(undefined);

/**
 * A form to create or edit something, in a modal dialog named by its title (see ModalDialog for focus and Escape).
 * Render a FormDialogPanel inside, mounted only while open, so that each opening starts from a fresh form.
 */
export function FormDialog({
  isOpen,
  onClose,
  children,
}: {
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <ModalDialog
      isOpen={isOpen}
      onCancel={onClose}
      // The dialog would focus its first control, the close button; the first field is where the work starts.
      initialFocus='input:not([type="hidden"]), textarea'
      aria-labelledby={titleId}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 shadow-dialog open:animate-rise"
    >
      <TitleIdContext.Provider value={titleId}>{children}</TitleIdContext.Provider>
    </ModalDialog>
  );
}

/** The dialog's title and close button, the form's fields, then cancel and submit. */
export function FormDialogPanel({
  title,
  closeLabel,
  cancelLabel,
  submitLabel,
  error,
  isSubmitting,
  isSubmitDisabled,
  onClose,
  onSubmit,
  children,
}: {
  title: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  /** A translated message for the whole form, shown above the fields. */
  error?: string | null;
  isSubmitting: boolean;
  isSubmitDisabled?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  children: ReactNode;
}) {
  const titleId = useContext(TitleIdContext);
  return (
    <>
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-ink-950">
          {title}
        </h2>
        <CloseButton label={closeLabel} onClick={onClose} className="-me-2" />
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <FormError message={error ?? null} />
          {children}
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-ink-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="ghost" onClick={onClose} disabled={isSubmitting}>
            {cancelLabel}
          </Button>
          <Button type="submit" isLoading={isSubmitting} disabled={isSubmitDisabled}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
