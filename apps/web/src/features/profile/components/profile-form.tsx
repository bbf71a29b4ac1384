import { zodResolver } from '@hookform/resolvers/zod';
import {
  bioMaxLength,
  ErrorCode,
  genders,
  nameMaxLength,
  profileCompletion,
  usernameLength,
  type ProfileCompletion,
} from '@vitalia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Field, FormError } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { showToast } from '../../../components/ui/toast';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { authActions, useAuthStore } from '../../../lib/auth-store';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { PicturePicker } from './picture-picker';

const fields = ['firstname', 'lastname', 'username', 'gender', 'birthDate', 'bio'] as const;

/** What the form hands on once checked: the bio is null when left empty. */
export type ProfileChanges = Omit<ProfileCompletion, 'bio'> & { bio: string | null };

interface ProfileFormProps {
  /**
   * Completion mode (D6): hand the checked values to the next step instead of saving them here. The promise settles
   * when that step is done with them; a rejection is the failed save, shown on this form.
   */
  onContinue?: (changes: ProfileChanges) => Promise<void>;
}

/** D6 profile: the required fields, asked neutrally (the birth date, not an age), plus an optional bio. */
export function ProfileForm({ onContinue }: ProfileFormProps = {}) {
  const { t } = useTranslation('profile');
  const errorText = useErrorText();
  const profile = useAuthStore((state) => state.profile);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<ProfileCompletion>({
    resolver: zodResolver(profileCompletion),
    mode: 'onTouched',
    defaultValues: {
      firstname: profile?.firstname ?? '',
      lastname: profile?.lastname ?? '',
      username: profile?.username ?? '',
      gender: profile?.gender ?? undefined,
      birthDate: profile?.birthDate ?? '',
      bio: profile?.bio ?? '',
    },
  });
  const { errors } = formState;
  // 6008 and 6010 refuse what a name holds (its length, its characters): say what it may hold.
  const nameRuleFor = (code: string | undefined) =>
    isCode(code, ErrorCode.firstNameInvalid, ErrorCode.lastNameInvalid)
      ? t('fields.nameHint', { max: nameMaxLength })
      : undefined;

  const onSubmit = handleSubmit(async ({ bio, ...required }) => {
    setFormError(null);
    const changes = { ...required, bio: bio ? bio : null };
    try {
      if (onContinue) await onContinue(changes);
      else {
        await authActions.updateProfile(changes);
        showToast({ message: t('common:alerts.profileUpdated') });
      }
    } catch (error) {
      setFormError(applyServerErrors(apiErrorOf(error), fields, setError));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <PicturePicker formSubmissions={formState.submitCount} />
      <FormError message={errorText(formError) ?? null} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('fields.firstname')}
          errorHint={nameRuleFor(errors.firstname?.message)}
          autoComplete="given-name"
          error={errorText(errors.firstname?.message)}
          {...register('firstname')}
        />
        <Field
          label={t('fields.lastname')}
          errorHint={nameRuleFor(errors.lastname?.message)}
          autoComplete="family-name"
          error={errorText(errors.lastname?.message)}
          {...register('lastname')}
        />
      </div>
      <Field
        label={t('fields.username')}
        autoComplete="username"
        isLtr
        hint={t('fields.usernameHint', usernameLength)}
        error={errorText(errors.username?.message)}
        {...register('username')}
      />
      <fieldset aria-describedby={errors.gender ? 'gender-message' : undefined}>
        <legend className="mb-1.5 text-sm font-medium text-ink-900">{t('fields.gender')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {genders.map((gender) => (
            <label
              key={gender}
              className={cx(
                'flex min-h-12 cursor-pointer items-center justify-center rounded-control px-3 text-center text-sm font-medium ring-1 ring-inset',
                'has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-2 has-[:checked]:ring-brand-500',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
                errors.gender ? 'ring-danger-600' : 'ring-ink-200 text-ink-700',
              )}
            >
              <input type="radio" value={gender} className="sr-only" {...register('gender')} />
              {t(`genders.${gender}`)}
            </label>
          ))}
        </div>
        {errors.gender && (
          <p id="gender-message" className="mt-1.5 text-sm text-danger-600">
            {errorText(errors.gender.message)}
          </p>
        )}
      </fieldset>
      <Field
        label={t('fields.birthDate')}
        type="date"
        autoComplete="bday"
        className="sm:max-w-xs"
        error={errorText(errors.birthDate?.message)}
        {...register('birthDate')}
      />
      <TextAreaField
        label={
          <>
            {t('fields.bio')} <span className="font-normal text-ink-500">{t('fields.optional')}</span>
          </>
        }
        rows={3}
        placeholder={t('fields.bioPlaceholder')}
        hint={t('fields.bioHint', { max: bioMaxLength })}
        error={errorText(errors.bio?.message)}
        {...register('bio')}
      />
      <Button type="submit" size="lg" isLoading={formState.isSubmitting} className="w-full sm:w-auto">
        {profile?.isCompleted ? t('save') : t('complete')}
      </Button>
    </form>
  );
}
