import { X } from 'lucide-react';
import { cx } from './cx';

/** An X that closes what it sits in (a dialog, a panel); `label` is its accessible name. */
export function CloseButton({
  label,
  onClick,
  className,
}: {
  label: string;
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={cx(
        'grid size-11 shrink-0 place-items-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900',
        className,
      )}
    >
      <X className="size-5" aria-hidden="true" />
    </button>
  );
}
