import { zodResolver } from '@hookform/resolvers/zod';
import { rewardCategories, rewardInput, type Reward, type RewardUpdate } from '@vitalia/contracts';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { cx } from '../../../components/ui/cx';
import { Field, FormError, inputClasses } from '../../../components/ui/field';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { useCreateReward } from '../api/create-reward';
import { useUpdateReward } from '../api/update-reward';
import { SelectField } from './select-field';

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
  titleId,
  onClose,
  onSaved,
}: {
  target: RewardDialogTarget;
  titleId: string;
  onClose: () => void;
  onSaved: (reward: Reward) => void;
}) {
  const { t } = useTranslation('rewards');
  const errorText = useErrorText();
  const create = useCreateReward();
  const update = useUpdateReward();
  const descriptionId = useId();
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
    <>
      <div className="flex items-center justify-between gap-3 border-b border-ink-100 px-5 py-4 sm:px-6">
        <h2 id={titleId} className="min-w-0 text-lg font-semibold break-words text-ink-950">
          {editing ? t('form.editTitle', { reward: editing.name }) : t('form.createTitle')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('form.close')}
          className="-me-2 grid size-10 shrink-0 place-items-center rounded-control text-ink-500 hover:bg-ink-100 hover:text-ink-900"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <div className="space-y-4 px-5 py-5 sm:px-6">
          <FormError message={errorText(formError) ?? null} />
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
          <div>
            <label htmlFor={descriptionId} className="mb-1.5 block text-sm font-medium text-ink-900">
              {t('form.description')}
            </label>
            <textarea
              id={descriptionId}
              rows={3}
              maxLength={2000}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={`${descriptionId}-message`}
              className={cx(inputClasses(Boolean(errors.description)), 'py-3')}
              {...register('description')}
            />
            <p
              id={`${descriptionId}-message`}
              className={cx('mt-1.5 text-sm', errors.description ? 'text-danger-600' : 'text-ink-500')}
            >
              {errors.description ? t('form.errors.description') : t('form.descriptionHint')}
            </p>
          </div>
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
        </div>
        <div className="flex flex-col-reverse gap-2 border-t border-ink-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">
          <Button variant="ghost" onClick={onClose} disabled={formState.isSubmitting}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" isLoading={formState.isSubmitting}>
            {editing ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </>
  );
}

/**
 * Creating or editing a reward in a native modal <dialog>: the page behind is inert, Escape closes it, and focus
 * goes back to the button that opened it.
 */
export function RewardFormDialog({
  target,
  onClose,
  onSaved,
}: {
  target: RewardDialogTarget | null;
  onClose: () => void;
  onSaved: (reward: Reward, kind: RewardDialogTarget['kind']) => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const isOpen = target !== null;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
      // The dialog would focus its close button; the first field is where the work starts.
      dialog.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      returnFocusRef.current?.focus();
      returnFocusRef.current = null;
    }
  }, [isOpen]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-card bg-white p-0 shadow-dialog open:animate-rise"
    >
      {target && (
        <RewardForm
          key={target.kind === 'edit' ? target.reward.id : 'create'}
          target={target}
          titleId={titleId}
          onClose={onClose}
          onSaved={(reward) => onSaved(reward, target.kind)}
        />
      )}
    </dialog>
  );
}
