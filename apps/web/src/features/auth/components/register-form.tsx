import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, PasswordField } from '../../../components/ui/field';
import { apiErrorOf } from '../../../lib/api-client';
import { authActions } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EmailField } from './email-field';

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, register, handleSubmit, errors, isSubmitting, setError } = useSchemaForm(() =>
    import('@vitalia/contracts/auth').then((schemas) => schemas.signUpForm),
  );

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    try {
      await authActions.signUp({ email, password });
    } catch (error) {
      const failure = apiErrorOf(error);
      const fieldError = failure.code === '7100' ? { field: 'email', code: 7100 } : failure.details[0];
      if (fieldError) setError(fieldError.field, String(fieldError.code));
      else setFormError(failure.code);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <EmailField errorCode={errors.email} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={errorText(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {t('register.submit')}
      </Button>
      <p className="text-center text-sm text-ink-700">
        {t('register.haveAccount')}{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </form>
  );
}
