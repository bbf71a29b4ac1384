import { useId } from 'react';
import { Switch } from '../../../components/ui/switch';

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
    <Switch
      isOn={isOn}
      onChange={onChange}
      isDisabled={isDisabled}
      labelledBy={`${rowLabelId} ${labelId}`}
      describedBy={describedBy}
      className="gap-3 sm:w-36"
    >
      <span id={labelId} className="text-sm text-ink-700">
        {label}
      </span>
    </Switch>
  );
}
