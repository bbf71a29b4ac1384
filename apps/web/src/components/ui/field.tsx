import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './cx';

export const inputClasses = (hasError: boolean) =>
  cx(
    'block min-h-12 w-full rounded-control bg-white px-3.5 text-base text-ink-950 ring-1 ring-inset placeholder:text-ink-300',
    'focus:outline-none focus:ring-2',
    hasError ? 'ring-danger-600 focus:ring-danger-600' : 'ring-ink-200 focus:ring-brand-500',
  );

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** A translated message; shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
  /** What would be accepted, said under the error only (the bound a refused value crossed). */
  errorHint?: ReactNode;
  /** Emails, passwords and codes read left to right in every language (D5). */
  isLtr?: boolean;
  trailing?: ReactNode;
}

/** What a control needs to be named by its label and described by its message. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * Label, control and its messages, wired for screen readers. An error keeps the hint beside it: the spec's sentence
 * says that a value is wrong, the hint (or `errorHint`) what would be right — "50 to 272 cm".
 */
export function FieldFrame({
  label,
  error,
  hint,
  errorHint,
  id,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  errorHint?: ReactNode;
  id?: string;
  className?: string;
  children: (wiring: ControlWiring) => ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  const guidance = error ? (errorHint ?? hint) : hint;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="mb-1.5 block text-sm font-medium text-ink-900">
        {label}
      </label>
      <div className="relative">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error || hint ? messageId : undefined,
        })}
      </div>
      {(error || guidance) && (
        <div id={messageId} className="mt-1.5 space-y-0.5 text-sm">
          {error && <p className="text-danger-600">{error}</p>}
          {guidance && <p className="text-ink-500">{guidance}</p>}
        </div>
      )}
    </div>
  );
}

/** Label, input and its message, wired for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, error, hint, errorHint, isLtr = false, trailing, className, id, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} errorHint={errorHint} id={id} className={className}>
      {(wiring) => (
        <>
          <input
            ref={ref}
            {...wiring}
            dir={isLtr ? 'ltr' : undefined}
            className={cx(
              inputClasses(Boolean(error)),
              isLtr && 'text-start rtl:text-end',
              trailing ? 'pe-12' : '',
            )}
            {...rest}
          />
          {trailing && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{trailing}</div>}
        </>
      )}
    </FieldFrame>
  );
});

export const PasswordField = forwardRef<HTMLInputElement, Omit<FieldProps, 'type' | 'isLtr' | 'trailing'>>(
  function PasswordField(props, ref) {
    const { t } = useTranslation();
    const [isVisible, setIsVisible] = useState(false);
    return (
      <Field
        ref={ref}
        {...props}
        type={isVisible ? 'text' : 'password'}
        isLtr
        trailing={
          <button
            type="button"
            onClick={() => setIsVisible((visible) => !visible)}
            aria-label={isVisible ? t('actions.hidePassword') : t('actions.showPassword')}
            aria-pressed={isVisible}
            className="grid size-10 place-items-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900"
          >
            {isVisible ? (
              <EyeOff className="size-5" aria-hidden="true" />
            ) : (
              <Eye className="size-5" aria-hidden="true" />
            )}
          </button>
        }
      />
    );
  },
);

/** A form-level message (what the server said, translated). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-control bg-danger-50 px-3.5 py-2.5 text-sm text-danger-700">
      {message}
    </p>
  );
}
