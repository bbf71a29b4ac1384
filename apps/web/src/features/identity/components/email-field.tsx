import { useTranslation } from 'react-i18next';
import { Field, type FieldProps } from '../../../components/ui/field';
import { useErrorText } from '../../../lib/form-errors';

/** The email input every sign-in screen shares: typed, autofilled, left to right, its code translated. */
export function EmailField({
  errorCode,
  ...rest
}: Omit<FieldProps, 'label' | 'error'> & { errorCode: string | undefined }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  return (
    <Field
      label={t('fields.email')}
      type="email"
      autoComplete="email"
      inputMode="email"
      isLtr
      error={errorText(errorCode)}
      {...rest}
    />
  );
}
