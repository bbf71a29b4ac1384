import { cx } from './cx';

/**
 * How an on/off switch looks, drawn right after its checkbox (`role="switch"`, class `peer`), which holds the state,
 * the name and the focus: the knob slides to the reading direction's end when it is on.
 */
export function SwitchTrack() {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-300 p-0.5 transition-colors',
        'peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
        '[&>span]:transition-transform peer-checked:[&>span]:translate-x-5 rtl:peer-checked:[&>span]:-translate-x-5',
      )}
    >
      <span className="size-6 rounded-full bg-white shadow-sm" />
    </span>
  );
}
