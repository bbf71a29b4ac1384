import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../../components/ui/cx';

/** A group of radios with its legend, a hint under it and the error under the options, both read with the group. */
export function ChoiceFieldset({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint: string;
  /** A translated message. */
  error?: string;
  children: ReactNode;
}) {
  const hintId = useId();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className="text-sm font-medium text-ink-900">{legend}</legend>
      <p id={hintId} className="mb-2 text-sm text-ink-500">
        {hint}
      </p>
      {children}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-danger-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** One radio per option, drawn as a card: its name, and a line saying what it means. */
export function ChoiceCards({
  options,
  labelOf,
  hintOf,
  hasError,
  registration,
  className,
}: {
  options: readonly string[];
  labelOf: (option: string) => string;
  hintOf: (option: string) => string;
  hasError: boolean;
  registration: UseFormRegisterReturn;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={cx('grid gap-2', className)}>
      {options.map((option) => (
        <label
          key={option}
          className={cx(
            'flex cursor-pointer items-start gap-3 rounded-control p-3.5 ring-1 ring-inset',
            'has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-500',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            hasError ? 'ring-danger-600' : 'ring-ink-200 hover:bg-ink-50',
          )}
        >
          <input
            type="radio"
            value={option}
            aria-labelledby={`${id}-${option}`}
            aria-describedby={`${id}-${option}-hint`}
            aria-invalid={hasError || undefined}
            className="mt-1 size-4 shrink-0 accent-brand-700 focus:outline-none"
            {...registration}
          />
          <span className="min-w-0">
            <span id={`${id}-${option}`} className="block font-medium text-ink-950">
              {labelOf(option)}
            </span>
            <span id={`${id}-${option}-hint`} className="block text-sm text-ink-500">
              {hintOf(option)}
            </span>
          </span>
        </label>
      ))}
    </div>
  );
}
