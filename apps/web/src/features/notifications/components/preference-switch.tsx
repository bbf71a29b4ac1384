import { useId } from 'react';
import { SwitchTrack } from '../../../components/ui/switch-track';

/**
 * One switch of a kind's row: a checkbox with the switch role, named by the row's kind and its own label ("Draws you
 * win, In the bell"), on a 44 px target.
 */
export function PreferenceSwitch({
  label,
  rowLabelId,
  isOn,
  onChange,
}: {
  label: string;
  rowLabelId: string;
  isOn: boolean;
  onChange: (isOn: boolean) => void;
}) {
  const labelId = useId();
  return (
    <label className="relative flex min-h-11 cursor-pointer items-center gap-3 sm:w-36">
      {/* Invisible over the whole label rather than clipped away: a tap anywhere on it lands on the input itself. */}
      <input
        type="checkbox"
        role="switch"
        className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0"
        checked={isOn}
        aria-labelledby={`${rowLabelId} ${labelId}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <SwitchTrack />
      <span id={labelId} className="text-sm text-ink-700">
        {label}
      </span>
    </label>
  );
}
