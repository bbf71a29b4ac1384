import { useId } from 'react';
import { SwitchTrack } from '../../../components/ui/switch-track';
import { cx } from '../../../components/ui/cx';

/**
 * One switch of a kind's row: a checkbox with the switch role, named by the row's kind and its own label ("Draws you
 * win, In the bell"), on a 44 px target. A disabled one says why through `describedBy` (the push switches, while this
 * device is not subscribed).
 */
export function PreferenceSwitch({
  label,
  rowLabelId,
  isOn,
  onChange,
  isDisabled = false,
  describedBy,
}: {
  label: string;
  rowLabelId: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
  isDisabled?: boolean;
  describedBy?: string;
}) {
  const labelId = useId();
  return (
    <label
      className={cx(
        'relative flex min-h-11 items-center gap-3 sm:w-36',
        isDisabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
      )}
    >
      {/* Invisible over the whole label rather than clipped away: a tap anywhere on it lands on the input itself. */}
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-[inherit] opacity-0"
        checked={isOn}
        disabled={isDisabled}
        aria-labelledby={`${rowLabelId} ${labelId}`}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <SwitchTrack />
      <span id={labelId} className="text-sm text-ink-700">
        {label}
      </span>
    </label>
  );
}
