import { ErrorCode, paths } from '@vitalia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FormError, PasswordField } from '../../../components/ui/field';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { authActions } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { EmailField } from './email-field';

/** An account already has this email: most often it is the person's own, so offer the two ways back into it. */
function TakenEmailWaysOn({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const linkClasses = buttonClasses({ variant: 'secondary', size: 'md' });
  return (
    <div role="status" className="rounded-control bg-brand-50 p-3 text-sm text-ink-800">
      <p>{t('register.emailTaken')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to={paths.login()} state={{ email }} className={linkClasses}>
          {t('register.signIn')}
        </Link>
        <Link to={paths.passwordReset()} state={{ email }} className={linkClasses}>
          {t('register.resetPassword')}
        </Link>
      </div>
    </div>
  );
}

export function RegisterForm() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [triedEmail, setTriedEmail] = useState('');
  const { formRef, register, handleSubmit, errors, isSubmitting, setError } = useSchemaForm(() =>
    import('@vitalia/contracts/auth').then((schemas) => schemas.signUpForm),
  );
  // Until the email is changed: the field's own check then replaces the 7100 it carries.
  const isEmailTaken = isCode(errors.email, ErrorCode.emailTaken);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setFormError(null);
    setTriedEmail(email);
    try {
      await authActions.signUp({ email, password });
    } catch (error) {
      const failure = apiErrorOf(error);
      const fieldError = isCode(failure.code, ErrorCode.emailTaken)
        ? { field: 'email', code: ErrorCode.emailTaken }
        : failure.details[0];
      if (fieldError) setError(fieldError.field, String(fieldError.code));
      else setFormError(failure.code);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <EmailField errorCode={errors.email} {...register('email')} />
      {isEmailTaken && <TakenEmailWaysOn email={triedEmail} />}
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
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('register.signIn')}
        </Link>
      </p>
    </form>
  );
}
