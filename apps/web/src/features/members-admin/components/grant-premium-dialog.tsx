import { zodResolver } from '@hookform/resolvers/zod';
import { complimentaryPremiumGrant, type Subscription } from '@vitalia/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cx } from '../../../components/ui/cx';
import { Field } from '../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { useGrantComplimentary } from '../api/member-actions';
import { useMemberFormat } from './member-text';

const dayMs = 86_400_000;
const presets = [7, 30, 90] as const;

/** The form holds what was typed; the contract's own schema (a whole number of days, 1 to 366) decides. */
const grantForm = z
  .object({ days: z.string() })
  .transform(({ days }) => ({ days: days.trim() === '' ? Number.NaN : Number(days.trim()) }))
  .pipe(complimentaryPremiumGrant);

function GrantPremiumForm({
  memberId,
  memberName,
  runningUntil,
  onClose,
  onGranted,
}: {
  memberId: string;
  memberName: string;
  /** The end of the complimentary Premium running: a new grant starts there. */
  runningUntil: string | null;
  onClose: () => void;
  onGranted: (subscription: Subscription) => void;
}) {
  const { t } = useTranslation('members-admin');
  const errorText = useErrorText();
  const format = useMemberFormat();
  const grant = useGrantComplimentary();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, setValue, control } = useForm<
    z.input<typeof grantForm>,
    unknown,
    z.output<typeof grantForm>
  >({ resolver: zodResolver(grantForm), mode: 'onTouched', defaultValues: { days: '30' } });
  const typed = useWatch({ control, name: 'days' });
  const parsed = grantForm.safeParse({ days: typed ?? '' });
  const [openedAt] = useState(() => Date.now());
  const startsAt = runningUntil ? Date.parse(runningUntil) : openedAt;
  const endsAt = parsed.success ? new Date(startsAt + parsed.data.days * dayMs).toISOString() : null;

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      onGranted((await grant.mutateAsync({ params: { memberId }, body })).data);
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), ['days'], setError));
    }
  });

  return (
    <FormDialogPanel
      title={t('grant.title', { name: memberName })}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('grant.submit')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-ink-700">
        {runningUntil ? t('grant.explainExtend', { date: format.day(runningUntil) }) : t('grant.explain')}
      </p>
      <Field
        label={t('grant.days')}
        inputMode="numeric"
        autoComplete="off"
        isLtr
        error={formState.errors.days && t('grant.daysError')}
        hint={endsAt ? t('grant.endsOn', { date: format.day(endsAt) }) : t('grant.daysHint')}
        {...register('days')}
      />
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink-900">{t('grant.presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map((days) => {
            const isChosen = parsed.success && parsed.data.days === days;
            return (
              <button
                key={days}
                type="button"
                aria-pressed={isChosen}
                onClick={() => setValue('days', String(days), { shouldValidate: true })}
                className={cx(
                  'min-h-11 rounded-full px-4 text-sm font-medium ring-1 ring-inset',
                  isChosen
                    ? 'bg-brand-50 text-brand-800 ring-brand-300'
                    : 'text-ink-700 ring-ink-200 hover:bg-ink-50',
                )}
              >
                {t('grant.preset', { count: days, number: format.count(days) })}
              </button>
            );
          })}
        </div>
      </fieldset>
    </FormDialogPanel>
  );
}

/** Complimentary Premium for a number of days; the form is mounted afresh at each opening. */
export function GrantPremiumDialog({
  isOpen,
  onClose,
  ...form
}: {
  isOpen: boolean;
  memberId: string;
  memberName: string;
  runningUntil: string | null;
  onClose: () => void;
  onGranted: (subscription: Subscription) => void;
}) {
  return (
    <FormDialog isOpen={isOpen} onClose={onClose}>
      {isOpen && <GrantPremiumForm {...form} onClose={onClose} />}
    </FormDialog>
  );
}
