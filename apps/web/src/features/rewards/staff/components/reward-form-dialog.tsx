import { zodResolver } from '@hookform/resolvers/zod';
import {
  isolate,
  languages,
  rewardCategories,
  rewardInput,
  translationsBeside,
  type Language,
  type LocalizedText,
  type Reward,
  type RewardTranslations,
  type RewardUpdate,
} from '@vitalia/contracts';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { FormDialog, FormDialogPanel } from '../../../../components/ui/form-dialog';
import { apiErrorOf } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { currentLanguage } from '../../../../lib/i18n';
import { useCreateReward } from '../api/create-reward';
import { useUpdateReward } from '../api/update-reward';
import { writingIn, WrittenLanguageField } from '../../../../components/ui/translation-sections';
import { RewardTranslationFields } from './reward-translation-fields';
import { SwitchTrack } from '../../../../components/ui/switch-track';

export type RewardDialogTarget = { kind: 'create' } | { kind: 'edit'; reward: Reward };

type FormInput = z.input<typeof rewardInput>;
type FormOutput = z.output<typeof rewardInput>;

const fields = ['name', 'category', 'partner', 'description', 'lowStockThreshold', 'writtenIn'] as const;
/** Where the server may place a code: the plain fields and each translation. */
const errorFields = [
  ...fields,
  ...languages.flatMap((language) => [
    `translations.name.${language}` as const,
    `translations.description.${language}` as const,
  ]),
];

/** The form holds a box for every language; only the filled ones beside the written language are sent. */
const translationsOf = (values: FormOutput): RewardTranslations => ({
  name: translationsBeside(values.writtenIn, values.translations.name),
  description: translationsBeside(values.writtenIn, values.translations.description),
});

const isSameText = (a: LocalizedText, b: LocalizedText) =>
  languages.every((language) => (a[language] ?? '') === (b[language] ?? ''));

/** Only what changed is sent, so an edit never overwrites a field someone else changed meanwhile. */
function changesOf(reward: Reward, values: FormOutput): RewardUpdate {
  const changes: RewardUpdate = {};
  for (const key of [...fields, 'isActive'] as const) {
    if (values[key] !== reward[key]) Object.assign(changes, { [key]: values[key] });
  }
  const translations = translationsOf(values);
  if (
    !isSameText(translations.name, reward.translations.name) ||
    !isSameText(translations.description, reward.translations.description)
  ) {
    changes.translations = translations;
  }
  return changes;
}

const everyLanguage = (texts: LocalizedText = {}) =>
  Object.fromEntries(languages.map((language) => [language, texts[language] ?? ''])) as LocalizedText;

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
  const form = useForm<FormInput, unknown, FormOutput>({
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
          writtenIn: editing.writtenIn,
          translations: {
            name: everyLanguage(editing.translations.name),
            description: everyLanguage(editing.translations.description),
          },
        }
      : {
          name: '',
          category: 'fashion',
          partner: '',
          description: '',
          lowStockThreshold: 10,
          isActive: true,
          writtenIn: currentLanguage(),
          translations: { name: everyLanguage(), description: everyLanguage() },
        },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const { errors } = formState;
  const writtenIn: Language = useWatch({ control, name: 'writtenIn' }) ?? 'en';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (!editing) {
        onSaved(
          (await create.mutateAsync({ body: { ...values, translations: translationsOf(values) } })).data,
        );
        return;
      }
      const changes = changesOf(editing, values);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      onSaved((await update.mutateAsync({ params: { rewardId: editing.id }, body: changes })).data);
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), errorFields, setError));
    }
  });

  return (
    <FormDialogPanel
      title={editing ? t('form.editTitle', { reward: isolate(editing.name) }) : t('form.createTitle')}
      closeLabel={t('form.close')}
      cancelLabel={t('form.cancel')}
      submitLabel={editing ? t('form.save') : t('form.create')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <WrittenLanguageField
        label={t('form.writtenIn')}
        hint={t('form.writtenInHint')}
        {...register('writtenIn')}
      />
      <Field
        label={t('form.name')}
        autoComplete="off"
        maxLength={120}
        {...writingIn(writtenIn)}
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
        {...writingIn(writtenIn)}
        error={errors.description && t('form.errors.description')}
        hint={t('form.descriptionHint')}
        {...register('description')}
      />
      <FormProvider {...form}>
        <RewardTranslationFields writtenIn={writtenIn} />
      </FormProvider>
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
        <SwitchTrack />
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
