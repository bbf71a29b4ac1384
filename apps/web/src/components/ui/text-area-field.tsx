import { forwardRef, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';
import { FieldFrame, inputClasses } from './field';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  /** A translated message; shown under the text area and announced with it. */
  error?: string;
  hint?: ReactNode;
  errorHint?: ReactNode;
}

/** Several lines of text, with the field look, its label and its message. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, errorHint, className, id, ...rest },
  ref,
) {
  return (
    <FieldFrame label={label} error={error} hint={hint} errorHint={errorHint} id={id} className={className}>
      {(wiring) => (
        <textarea ref={ref} {...wiring} className={cx(inputClasses(Boolean(error)), 'py-3')} {...rest} />
      )}
    </FieldFrame>
  );
});
