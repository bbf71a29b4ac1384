import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { cx } from './cx';

export interface Notice {
  /** A new id for every answer, so that the same words said twice are announced (and focused) twice. */
  id: number;
  tone: 'success' | 'error';
  text: string;
  /** False when focus must stay where it is (on an arrow that moves a row, say): the words are still announced. */
  takesFocus?: boolean;
}

/** The next notice of a screen: the same, with a fresh id. */
export function nextNotice(previous: Notice | null, next: Omit<Notice, 'id'>): Notice {
  return { ...next, id: (previous?.id ?? 0) + 1 };
}

/**
 * The answer to an action, shown above the screen's content. It takes focus, so that a keyboard or screen reader user
 * whose button has just gone (Cancel becomes Resume) hears what happened and carries on from here. The live region is
 * always in the page, empty until there is something to say, so that what appears in it is announced.
 */
export function NoticeBanner({
  notice,
  dismissLabel,
  onDismiss,
  className,
}: {
  notice: Notice | null;
  dismissLabel: string;
  onDismiss: () => void;
  /** For the banner itself (its spacing), not the empty region. */
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice && notice.takesFocus !== false) ref.current?.focus();
  }, [notice]);

  const isSuccess = notice?.tone !== 'error';
  const Icon = isSuccess ? CircleCheck : CircleAlert;
  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="print:hidden">
      {notice && (
        <div
          ref={ref}
          tabIndex={-1}
          className={cx(
            'flex items-start gap-3 rounded-card p-4 ring-1 ring-inset focus:outline-none focus-visible:outline-2',
            isSuccess
              ? 'bg-success-50 text-brand-900 ring-brand-200'
              : 'bg-danger-50 text-danger-700 ring-danger-600/30',
            className,
          )}
        >
          <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <p className="flex-1 text-sm font-medium">{notice.text}</p>
          <button
            type="button"
            onClick={onDismiss}
            aria-label={dismissLabel}
            className="-m-1.5 grid size-9 shrink-0 place-items-center rounded-control hover:bg-black/5"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        </div>
      )}
    </div>
  );
}
