import { ChevronDown } from 'lucide-react';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { cx } from '../../../components/ui/cx';

/** A native select (the phone's own picker) with the kit's field look, its label and its message. */
export const SelectField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string; hint?: ReactNode }
>(function SelectField({ label, error, hint, className, id, children, ...rest }, ref) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const messageId = `${selectId}-message`;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-900">
        {label}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className={cx(inputClasses(Boolean(error)), 'appearance-none truncate pe-10 disabled:bg-ink-50')}
          {...rest}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute end-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
      </div>
      {(error || hint) && (
        <p id={messageId} className={cx('mt-1.5 text-sm', error ? 'text-danger-600' : 'text-ink-500')}>
          {error ?? hint}
        </p>
      )}
    </div>
  );
});
