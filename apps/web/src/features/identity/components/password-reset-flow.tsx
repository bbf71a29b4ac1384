import { ErrorCode, paths } from '@vitalia/contracts';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Field, FormError, PasswordField } from '../../../components/ui/field';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useCarriedEmail } from '../hooks/use-carried-email';
import { EmailField } from './email-field';
import { passwordResetApi } from '../api/password-reset';

type Step =
  | { name: 'email' }
  | { name: 'code'; email: string }
  | { name: 'password'; email: string; code: string }
  | { name: 'done' };

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const carriedEmail = useCarriedEmail();
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, register, handleSubmit, errors, isSubmitting } = useSchemaForm(() =>
    import('@vitalia/contracts/auth').then((schemas) => schemas.resetRequest),
  );

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await passwordResetApi.request(email);
      onSent(email);
    } catch (error) {
      setFormError(apiErrorOf(error).code);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <EmailField errorCode={errors.email} defaultValue={carriedEmail} {...register('email')} />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {t('reset.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({ email, onVerified }: { email: string; onVerified: (code: string) => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [notice, setNotice] = useState<string | null>(null);
  const { formRef, register, handleSubmit, errors, isSubmitting, setError } = useSchemaForm(() =>
    import('@vitalia/contracts/auth').then((schemas) => schemas.resetCodeCheck),
  );

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await passwordResetApi.verifyCode(email, code);
      onVerified(code);
    } catch (error) {
      setError('code', apiErrorOf(error).code);
    }
  });

  async function onResend() {
    await passwordResetApi.request(email).catch(() => undefined);
    setNotice(t('reset.codeResent'));
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" name="email" value={email} />
      <p className="text-sm text-ink-700">
        {t('reset.codeSent')}{' '}
        <span dir="ltr" className="break-all font-medium text-ink-950">
          {email}
        </span>
      </p>
      <Field
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        isLtr
        className="[&_input]:text-center [&_input]:text-2xl [&_input]:tracking-[0.5em]"
        error={errorText(
          isCode(errors.code, ErrorCode.invalidRequest) ? String(ErrorCode.resetCodeInvalid) : errors.code,
        )}
        {...register('code')}
      />
      {notice && (
        <p role="status" className="text-sm text-success-600">
          {notice}
        </p>
      )}
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {t('reset.verifyCode')}
      </Button>
      <Button variant="ghost" isFullWidth onClick={onResend}>
        {t('reset.resendCode')}
      </Button>
    </form>
  );
}

function PasswordStep({ email, code, onDone }: { email: string; code: string; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, register, handleSubmit, errors, isSubmitting } = useSchemaForm(() =>
    import('@vitalia/contracts/auth').then((schemas) => schemas.newPasswordForm),
  );

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFormError(null);
    try {
      await passwordResetApi.reset(email, code, newPassword);
      onDone();
    } catch (error) {
      setFormError(apiErrorOf(error).code);
    }
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <PasswordField
        label={t('fields.newPassword')}
        autoComplete="new-password"
        hint={t('fields.passwordHint')}
        error={errorText(errors.newPassword)}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" isFullWidth isLoading={isSubmitting}>
        {t('reset.savePassword')}
      </Button>
    </form>
  );
}

/** Spec §7 password reset: email → 6-digit code → new password. */
export function PasswordResetFlow() {
  const { t } = useTranslation('auth');
  const [step, setStep] = useState<Step>({ name: 'email' });

  if (step.name === 'done') {
    return (
      <div className="space-y-4 text-center" role="status">
        <CircleCheck className="mx-auto size-12 text-success-600" aria-hidden="true" />
        <p className="font-medium text-ink-950">{t('reset.done')}</p>
        <Link to={paths.login()} className={buttonClasses({ size: 'lg', isFullWidth: true })}>
          {t('register.signIn')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {step.name === 'email' && <EmailStep onSent={(email) => setStep({ name: 'code', email })} />}
      {step.name === 'code' && (
        <CodeStep
          email={step.email}
          onVerified={(code) => setStep({ name: 'password', email: step.email, code })}
        />
      )}
      {step.name === 'password' && (
        <PasswordStep email={step.email} code={step.code} onDone={() => setStep({ name: 'done' })} />
      )}
      <p className="mt-4 text-center text-sm">
        <Link to={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('reset.backToSignIn')}
        </Link>
      </p>
    </>
  );
}
