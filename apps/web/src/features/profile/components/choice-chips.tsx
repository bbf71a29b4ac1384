import { Check } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../../components/ui/cx';

/** A group of checkboxes drawn as chips; a tick, not only the colour, shows what is chosen. */
export function ChoiceChips({
  legend,
  hint,
  options,
  labelOf,
  registration,
}: {
  legend: string;
  hint?: string;
  options: readonly string[];
  labelOf: (option: string) => string;
  registration: UseFormRegisterReturn;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-ink-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="mb-2 text-sm text-ink-500">
          {hint}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={cx(
              'group inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full px-4 text-sm font-medium text-ink-700 ring-1 ring-inset ring-ink-200',
              'has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-2 has-[:checked]:ring-brand-500',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input type="checkbox" value={option} className="sr-only" {...registration} />
            <Check className="hidden size-4 shrink-0 group-has-[:checked]:block" aria-hidden="true" />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
