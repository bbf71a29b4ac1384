import { ChevronDown } from 'lucide-react';
import { forwardRef, type ReactNode, type SelectHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, inputClasses } from './field';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  /** A translated message; shown under the select and announced with it. */
  error?: string;
  hint?: ReactNode;
}

/** A native select (the phone's own picker) with the field look, its label and its message. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, className, id, children, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => (
        <>
          <select
            ref={ref}
            {...wiring}
            className={cx(inputClasses(Boolean(error)), 'appearance-none truncate pe-10 disabled:bg-ink-50')}
            {...rest}
          >
            {children}
          </select>
          <ChevronDown
            className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-500"
            aria-hidden="true"
          />
        </>
      )}
    </FieldFrame>
  );
});
