import { zodResolver } from '@hookform/resolvers/zod';
import { rewardCategories, rewardInput, type Reward, type RewardUpdate } from '@vitalia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { cx } from '../../../components/ui/cx';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { useCreateReward } from '../api/create-reward';
import { useUpdateReward } from '../api/update-reward';

export type RewardDialogTarget = { kind: 'create' } | { kind: 'edit'; reward: Reward };

type FormInput = z.input<typeof rewardInput>;
type FormOutput = z.output<typeof rewardInput>;

const fields = ['name', 'category', 'partner', 'description', 'lowStockThreshold'] as const;

/** Only what changed is sent, so an edit never overwrites a field someone else changed meanwhile. */
function changesOf(reward: Reward, values: FormOutput): RewardUpdate {
  const changes: RewardUpdate = {};
  for (const key of [...fields, 'isActive'] as const) {
    if (values[key] !== reward[key]) Object.assign(changes, { [key]: values[key] });
  }
  return changes;
}

function RewardForm({
  target,
  onClose,
  onSaved,
}: {
  target: RewardDialogTarget;
  onClose: () => void;
  onSaved: (reward: Reward) => void;
}) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const create = useCreateReward();
  const update = useUpdateReward();
  const [formError, setFormError] = useState<string | null>(null);
  const editing = target.kind === 'edit' ? target.reward : null;
  const { register, handleSubmit, formState, setError } = useForm<FormInput, unknown, FormOutput>({
    // The contract's own schema: the API validates the same body with it.
    resolver: zodResolver(rewardInput),
    mode: 'onTouched',
    defaultValues: editing
      ? {
          name: editing.name,
          category: editing.category,
          partner: editing.partner,
          description: editing.description,
          lowStockThreshold: editing.lowStockThreshold,
          isActive: editing.isActive,
        }
      : {
          name: '',
          category: 'fashion',
          partner: '',
          description: '',
          lowStockThreshold: 10,
          isActive: true,
        },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (!editing) {
        onSaved(await create.mutateAsync(values));
        return;
      }
      const changes = changesOf(editing, values);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      onSaved(await update.mutateAsync({ id: editing.id, changes }));
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), fields, setError));
    }
  });

  return (
    <FormDialogPanel
      title={editing ? t('form.editTitle', { reward: editing.name }) : t('form.createTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={editing ? t('form.save') : t('form.create')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Field
        label={t('form.name')}
        autoComplete="off"
        maxLength={120}
        error={errors.name && t('form.errors.name')}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          error={errors.category && t('form.errors.category')}
          {...register('category')}
        >
          {rewardCategories.map((category) => (
            <option key={category} value={category}>
              {t(`category.${category}`)}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('form.partner')}
          autoComplete="off"
          maxLength={120}
          error={errors.partner && t('form.errors.partner')}
          {...register('partner')}
        />
      </div>
      <TextAreaField
        label={t('form.description')}
        rows={3}
        maxLength={2000}
        error={errors.description && t('form.errors.description')}
        hint={t('form.descriptionHint')}
        {...register('description')}
      />
      <Field
        label={t('form.threshold')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        isLtr
        className="sm:max-w-[12rem]"
        error={errors.lowStockThreshold && t('form.errors.threshold')}
        hint={t('form.thresholdHint')}
        {...register('lowStockThreshold', { valueAsNumber: true })}
      />
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-4 rounded-control bg-ink-50 px-3.5 py-2.5">
        <span>
          <span className="block text-sm font-medium text-ink-900">{t('form.isActive')}</span>
          <span className="block text-xs text-ink-500">{t('form.isActiveHint')}</span>
        </span>
        <input type="checkbox" role="switch" className="peer sr-only" {...register('isActive')} />
        <span
          aria-hidden="true"
          className={cx(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full bg-ink-300 p-0.5 transition-colors',
            'peer-checked:bg-brand-700 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500',
            '[&>span]:transition-transform peer-checked:[&>span]:translate-x-5 rtl:peer-checked:[&>span]:-translate-x-5',
          )}
        >
          <span className="size-6 rounded-full bg-white shadow-sm" />
        </span>
      </label>
    </FormDialogPanel>
  );
}

/** Creating or editing a reward. The form is mounted afresh for each reward opened. */
export function RewardFormDialog({
  target,
  onClose,
  onSaved,
}: {
  target: RewardDialogTarget | null;
  onClose: () => void;
  onSaved: (reward: Reward, kind: RewardDialogTarget['kind']) => void;
}) {
  return (
    <FormDialog isOpen={target !== null} onClose={onClose}>
      {target && (
        <RewardForm
          key={target.kind === 'edit' ? target.reward.id : 'create'}
          target={target}
          onClose={onClose}
          onSaved={(reward) => onSaved(reward, target.kind)}
        />
      )}
    </FormDialog>
  );
}
