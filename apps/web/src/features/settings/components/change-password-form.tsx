import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChange, type PasswordChange } from '@vitalia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showErrorAlert } from '../../../lib/alert-store';
import { Button } from '../../../components/ui/button';
import { FormError, PasswordField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { changePassword } from '../api/change-password';

export function ChangePasswordForm() {
  const { t } = useTranslation('settings');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordChange>({
    resolver: zodResolver(passwordChange),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(values);
      reset();
      showToast({ message: t('password.changed') });
    } catch (error) {
      const failure = apiErrorOf(error);
      const unplaced = applyServerErrors(failure, ['currentPassword', 'newPassword'], setError);
      setFormError(unplaced);
      if (unplaced) showErrorAlert(t('password.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormError message={errorText(formError) ?? null} />
      <PasswordField
        label={t('password.current')}
        autoComplete="current-password"
        error={errorText(formState.errors.currentPassword?.message)}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('password.new')}
        autoComplete="new-password"
        error={errorText(formState.errors.newPassword?.message)}
        {...register('newPassword')}
      />
      <Button type="submit" isLoading={formState.isSubmitting}>
        {t('password.submit')}
      </Button>
    </form>
  );
}
