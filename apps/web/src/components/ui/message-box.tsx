import { SendHorizontal } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { isSendKey } from '../../lib/send-key';
import { Button } from './button';

/**
 * A chat's message box at thumb reach: a text area that grows with what is written and, beside it, the button that
 * sends (or stops what is under way). Enter sends, Shift+Enter starts a new line, and Enter is the input method's
 * while it composes (Arabic on many phones). 16px text on phones keeps iOS from zooming in on focus.
 */
export function MessageBox({
  id,
  label,
  value,
  placeholder,
  isInvalid,
  describedBy,
  onChange,
  onSend,
  action,
}: {
  id: string;
  label: string;
  value: string;
  placeholder: string;
  isInvalid: boolean;
  describedBy?: string;
  onChange: (text: string) => void;
  onSend: () => void;
  /** The button beside the box: `SendButton`, or one that stops an answer on its way. */
  action: ReactNode;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!isSendKey(event)) return;
    event.preventDefault();
    onSend();
  }
  return (
    <div className="flex items-end gap-2">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        rows={1}
        dir="auto"
        placeholder={placeholder}
        aria-invalid={isInvalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-ink-200 bg-white px-4 py-2.5 text-base text-ink-900 field-sizing-content focus:border-brand-500 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm"
      />
      {action}
    </div>
  );
}

/** The round button that sends what the box holds: the form's submit. */
export function SendButton({
  label,
  isLoading = false,
  disabled = false,
}: {
  label: string;
  isLoading?: boolean;
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      isLoading={isLoading}
      disabled={disabled}
      aria-label={label}
      title={label}
      className="size-11 shrink-0 px-0"
    >
      <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
    </Button>
  );
}
