import { paths } from '@vitalia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormError, PasswordField } from '../../../components/ui/field';
import { apiErrorOf } from '../../../lib/api-client';
import { authActions } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCarriedEmail } from '../hooks/use-carried-email';
import { EmailField } from './email-field';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const carriedEmail = useCarriedEmail();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, register, handleSubmit, errors, isSubmitting } = useSchemaForm(() =>
    import('@vitalia/contracts/auth').then((schemas) => schemas.credentials),
  );

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await authActions.signIn(values);
    } catch (error) {
      setFormError(apiErrorOf(error).code);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <EmailField errorCode={errors.email} defaultValue={carriedEmail} {...register('email')} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        error={errorText(errors.password)}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Link to={paths.passwordReset()} className="text-sm font-medium text-brand-700 hover:underline">
          {t('login.forgotPassword')}
        </Link>
      </div>
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {t('login.submit')}
      </Button>
      <p className="text-center text-sm text-ink-700">
        {t('login.noAccount')}{' '}
        <Link to={paths.register()} className="font-semibold text-brand-700 hover:underline">
          {t('login.createAccount')}
        </Link>
      </p>
    </form>
  );
}
