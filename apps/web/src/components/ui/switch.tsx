import type { ReactNode } from 'react';
import { cx } from './cx';
import { SwitchTrack } from './switch-track';

/**
 * An on/off switch on a 44 px target: a checkbox with the switch role, invisible over the whole label rather than
 * clipped away, so a tap anywhere on it lands on the input itself. Named by `labelledBy` (ids), and by a disabled one's
 * reason through `describedBy`; `children` is the visible label beside the track, when it has one there.
 */
export function Switch({
  isOn,
  onChange,
  labelledBy,
  describedBy,
  isDisabled = false,
  className,
  children,
}: {
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  labelledBy: string;
  describedBy?: string;
  isDisabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <label
      className={cx(
        'relative flex min-h-11 items-center',
        isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
        className,
      )}
    >
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0"
        checked={isOn}
        disabled={isDisabled}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <SwitchTrack />
      {children}
    </label>
  );
}
