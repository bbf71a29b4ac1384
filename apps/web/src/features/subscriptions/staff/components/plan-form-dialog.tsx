import { zodResolver } from '@hookform/resolvers/zod';
import {
  billingIntervals,
  defaultAiDailyCalls,
  maxAiDailyCalls,
  planCreate,
  planTiers,
  planUpdate,
  type Plan,
} from '@vitalia/contracts';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cx } from '../../../../components/ui/cx';
import { Field } from '../../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../../components/ui/form-dialog';
import { apiErrorOf } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { intlLocale } from '../../../../lib/i18n';
import { useCreatePlan } from '../api/create-plan';
import { useUpdatePlan } from '../api/update-plan';
import { centsOf, planLabel, priceText, wholeNumberOf } from './plan-text';

/**
 * The form holds what was typed; the contract's own schema (planCreate: a Free plan costs 0) decides. A Free plan's
 * AI answers a day are not asked for: its members never reach the model, and it keeps the server's default.
 */
const createForm = z
  .object({
    name: z.string(),
    tier: z.enum(planTiers),
    type: z.enum(billingIntervals),
    priceCents: z.string(),
    currency: z.string(),
    isActive: z.boolean(),
    aiDailyCalls: z.string(),
  })
  .transform(({ priceCents, currency, aiDailyCalls, ...rest }): z.input<typeof planCreate> => ({
    ...rest,
    currency: currency.trim().toUpperCase(),
    priceCents: centsOf(priceCents),
    ...(rest.tier === 'free' ? {} : { aiDailyCalls: wholeNumberOf(aiDailyCalls) }),
  }))
  .pipe(planCreate);

/** A Free plan's price and AI answers a day are not on the form: it stays 0, and its members never reach the model. */
const editForm = z
  .object({ name: z.string(), priceCents: z.string().optional(), aiDailyCalls: z.string().optional() })
  .transform(({ name, priceCents, aiDailyCalls }): z.input<typeof planUpdate> => ({
    name,
    priceCents: priceCents === undefined ? undefined : centsOf(priceCents),
    aiDailyCalls: aiDailyCalls === undefined ? undefined : wholeNumberOf(aiDailyCalls),
  }))
  .pipe(planUpdate);

/** Language-model calls a member of the plan may make a day, across the coach and Karim's AI (issue 16). */
function AiDailyCallsField({ error, registration }: { error: boolean; registration: UseFormRegisterReturn }) {
  const { t } = useTranslation('billing');
  const max = new Intl.NumberFormat(intlLocale()).format(maxAiDailyCalls);
  return (
    <Field
      label={t('admin.form.aiDailyCalls')}
      type="number"
      inputMode="numeric"
      min={0}
      max={maxAiDailyCalls}
      step={1}
      autoComplete="off"
      isLtr
      hint={t('admin.form.aiDailyCallsHint')}
      error={error ? t('admin.form.errors.aiDailyCalls', { max }) : undefined}
      {...registration}
    />
  );
}

export type PlanDialogTarget = { kind: 'create' } | { kind: 'edit'; plan: Plan };

function ChoiceGroup({
  legend,
  options,
  registration,
}: {
  legend: string;
  options: { value: string; label: string }[];
  registration: UseFormRegisterReturn;
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 block text-sm font-medium text-ink-900">{legend}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-control bg-ink-100 p-1">
        {options.map((option) => (
          <label
            key={option.value}
            className={cx(
              'flex min-h-10 cursor-pointer items-center justify-center rounded-[0.6rem] px-3 text-sm font-medium text-ink-700',
              'has-[:checked]:bg-white has-[:checked]:text-brand-800 has-[:checked]:shadow-sm',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
            )}
          >
            <input type="radio" value={option.value} className="sr-only" {...registration} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CreatePlanForm({ onClose, onSaved }: { onClose: () => void; onSaved: (plan: Plan) => void }) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const create = useCreatePlan();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<
    z.input<typeof createForm>,
    unknown,
    z.output<typeof createForm>
  >({
    resolver: zodResolver(createForm),
    mode: 'onTouched',
    defaultValues: {
      name: '',
      tier: 'premium',
      type: 'monthly',
      priceCents: '',
      currency: 'EUR',
      isActive: true,
      aiDailyCalls: String(defaultAiDailyCalls),
    },
  });
  const tier = useWatch({ control, name: 'tier' });
  const currency = useWatch({ control, name: 'currency' });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      onSaved((await create.mutateAsync({ body: values })).data);
    } catch (failure) {
      setFormError(
        applyServerErrors(apiErrorOf(failure), ['name', 'priceCents', 'currency', 'aiDailyCalls'], setError),
      );
    }
  });

  return (
    <FormDialogPanel
      closeLabel={t('admin.form.close')}
      cancelLabel={t('admin.form.cancel')}
      title={t('admin.form.createTitle')}
      submitLabel={t('admin.form.create')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Field
        label={t('admin.form.name')}
        autoComplete="off"
        error={errors.name && t('admin.form.errors.name')}
        {...register('name')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          legend={t('admin.form.tier')}
          options={planTiers.map((value) => ({ value, label: t(`tier.${value}`) }))}
          registration={register('tier')}
        />
        <ChoiceGroup
          legend={t('admin.form.interval')}
          options={billingIntervals.map((value) => ({ value, label: t(`interval.${value}`) }))}
          registration={register('type')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        <Field
          label={t('admin.form.price')}
          inputMode="decimal"
          autoComplete="off"
          isLtr
          placeholder="9.99"
          error={
            errors.priceCents &&
            (tier === 'free' ? t('admin.form.errors.freePrice') : t('admin.form.errors.price'))
          }
          hint={tier === 'free' ? t('admin.form.freeHint') : t('admin.form.priceHint')}
          trailing={
            <span dir="ltr" className="pe-2.5 text-sm font-medium text-ink-500">
              {(currency ?? '').toUpperCase()}
            </span>
          }
          {...register('priceCents')}
        />
        <Field
          label={t('admin.form.currency')}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={3}
          isLtr
          error={errors.currency && t('admin.form.errors.currency')}
          {...register('currency')}
        />
      </div>
      {tier !== 'free' && (
        <AiDailyCallsField error={Boolean(errors.aiDailyCalls)} registration={register('aiDailyCalls')} />
      )}
      <label className="flex min-h-11 items-center gap-3 text-sm text-ink-900">
        <input type="checkbox" className="size-5 rounded accent-brand-700" {...register('isActive')} />
        {t('admin.form.isActive')}
      </label>
    </FormDialogPanel>
  );
}

function EditPlanForm({
  plan,
  onClose,
  onSaved,
}: {
  plan: Plan;
  onClose: () => void;
  onSaved: (plan: Plan) => void;
}) {
  const { t } = useTranslation('billing');
  const errorText = useErrorText();
  const update = useUpdatePlan();
  const isFree = plan.tier === 'free';
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<
    z.input<typeof editForm>,
    unknown,
    z.output<typeof editForm>
  >({
    resolver: zodResolver(editForm),
    mode: 'onTouched',
    defaultValues: {
      name: plan.name,
      ...(isFree ? {} : { priceCents: priceText(plan.priceCents), aiDailyCalls: String(plan.aiDailyCalls) }),
    },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async ({ name, priceCents, aiDailyCalls }) => {
    setFormError(null);
    const changes = {
      ...(name !== plan.name ? { name } : {}),
      ...(priceCents !== undefined && priceCents !== plan.priceCents ? { priceCents } : {}),
      ...(aiDailyCalls !== undefined && aiDailyCalls !== plan.aiDailyCalls ? { aiDailyCalls } : {}),
    };
    if (Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    try {
      onSaved((await update.mutateAsync({ params: { planId: plan.id }, body: changes })).data);
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), ['name', 'priceCents', 'aiDailyCalls'], setError));
    }
  });

  return (
    <FormDialogPanel
      closeLabel={t('admin.form.close')}
      cancelLabel={t('admin.form.cancel')}
      title={t('admin.form.editTitle', { plan: planLabel(t, plan) })}
      submitLabel={t('admin.form.save')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <Field
        label={t('admin.form.name')}
        autoComplete="off"
        error={errors.name && t('admin.form.errors.name')}
        {...register('name')}
      />
      {isFree ? (
        <p className="rounded-control bg-ink-50 px-3.5 py-3 text-sm text-ink-700">
          {t('admin.form.freeFixed')}
        </p>
      ) : (
        <>
          <Field
            label={t('admin.form.price')}
            inputMode="decimal"
            autoComplete="off"
            isLtr
            error={errors.priceCents && t('admin.form.errors.price')}
            trailing={
              <span dir="ltr" className="pe-2.5 text-sm font-medium text-ink-500">
                {plan.currency}
              </span>
            }
            {...register('priceCents')}
          />
          <p className="flex items-start gap-2 rounded-control bg-brand-50 px-3.5 py-3 text-sm text-brand-900">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {t('admin.form.priceNote')}
          </p>
          <AiDailyCallsField error={Boolean(errors.aiDailyCalls)} registration={register('aiDailyCalls')} />
        </>
      )}
    </FormDialogPanel>
  );
}

/** Creating or editing a plan. The form is mounted afresh for each plan opened. */
export function PlanFormDialog({
  target,
  onClose,
  onSaved,
}: {
  target: PlanDialogTarget | null;
  onClose: () => void;
  onSaved: (plan: Plan, kind: PlanDialogTarget['kind']) => void;
}) {
  return (
    <FormDialog isOpen={target !== null} onClose={onClose}>
      {target?.kind === 'create' && (
        <CreatePlanForm onClose={onClose} onSaved={(plan) => onSaved(plan, 'create')} />
      )}
      {target?.kind === 'edit' && (
        <EditPlanForm
          key={target.plan.id}
          plan={target.plan}
          onClose={onClose}
          onSaved={(plan) => onSaved(plan, 'edit')}
        />
      )}
    </FormDialog>
  );
}
