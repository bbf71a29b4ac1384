import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  channelDescriptionMaxLength,
  channelInput,
  channelModes,
  channelNameMaxLength,
  languages,
  type ChannelForStaff,
  type ChannelUpdate,
  type Language,
  type LocalizedText,
} from '@vitalia/contracts';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { showSuccessAlert } from '../../../lib/alert-store';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateChannel, useUpdateChannel } from '../api/community-queries';
import { writingIn, WrittenLanguageField } from '../../../components/ui/translation-sections';
import { ChannelTranslationFields, type ChannelFormInput } from './channel-translation-fields';

/** The contract's input, and the service's rule (7611) checked before sending: a name in the written language. */
const channelForm = channelInput.superRefine((value, context) => {
  if (!value.name[value.writtenIn]) {
    context.addIssue({
      code: 'custom',
      path: ['name', value.writtenIn],
      message: `${ErrorCode.channelNameRequired}`,
    });
  }
});
type ChannelFormOutput = z.output<typeof channelForm>;

const errorFields = [
  'writtenIn' as const,
  'mode' as const,
  ...languages.flatMap((language) => [`name.${language}` as const, `description.${language}` as const]),
];

const everyLanguage = (texts: LocalizedText = {}) =>
  Object.fromEntries(languages.map((language) => [language, texts[language] ?? ''])) as LocalizedText;

/** Blank boxes are no text: the language is left out, so a cleared translation is removed. */
const filled = (texts: LocalizedText) =>
  Object.fromEntries(Object.entries(texts).filter(([, text]) => Boolean(text))) as LocalizedText;

const isSameText = (a: LocalizedText, b: LocalizedText) =>
  languages.every((language) => (a[language] ?? '') === (b[language] ?? ''));

/**
 * Only what changed is sent, so an edit never overwrites what another moderator changed meanwhile. A text is sent
 * whole (the service replaces a name or a description with every language given), and both texts go with a new
 * written language: the service applies it only to the texts it receives.
 */
function changesOf(channel: ChannelForStaff, values: ChannelFormOutput): ChannelUpdate {
  const changes: ChannelUpdate = {};
  const isRebased = values.writtenIn !== channel.nameTexts.writtenIn;
  const name = filled(values.name);
  const description = filled(values.description);
  if (isRebased) changes.writtenIn = values.writtenIn;
  if (isRebased || !isSameText(name, channel.nameTexts.texts)) changes.name = name;
  if (isRebased || !isSameText(description, channel.descriptionTexts.texts))
    changes.description = description;
  if (values.mode !== channel.mode) changes.mode = values.mode;
  return changes;
}

function ChannelForm({ channel, onClose }: { channel?: ChannelForStaff; onClose: () => void }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const create = useCreateChannel();
  const update = useUpdateChannel();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChannelFormInput, unknown, ChannelFormOutput>({
    resolver: zodResolver(channelForm),
    mode: 'onTouched',
    defaultValues: channel
      ? {
          writtenIn: channel.nameTexts.writtenIn,
          name: everyLanguage(channel.nameTexts.texts),
          description: everyLanguage(channel.descriptionTexts.texts),
          mode: channel.mode,
        }
      : { writtenIn: currentLanguage(), name: everyLanguage(), description: everyLanguage(), mode: 'open' },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const writtenIn: Language = useWatch({ control, name: 'writtenIn' });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (!channel) {
        const body = { ...values, name: filled(values.name), description: filled(values.description) };
        await create.mutateAsync({ body });
        return onClose();
      }
      const changes = changesOf(channel, values);
      if (Object.keys(changes).length === 0) return onClose();
      await update.mutateAsync({ params: { channelId: channel.id }, body: changes });
      onClose();
      showSuccessAlert(t('edit.saved'));
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), errorFields, setError));
    }
  });

  return (
    <FormDialogPanel
      title={channel ? t('edit.title') : t('create.title')}
      closeLabel={t('create.close')}
      cancelLabel={t('create.cancel')}
      submitLabel={channel ? t('edit.save') : t('create.submit')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <WrittenLanguageField label={t('create.writtenIn')} {...register('writtenIn')} />
      {/* Keyed by language: a new written language is a new box, filled with that language's text. */}
      <Field
        key={`name-${writtenIn}`}
        label={t('create.name')}
        autoComplete="off"
        maxLength={channelNameMaxLength}
        {...writingIn(writtenIn)}
        error={errorText(formState.errors.name?.[writtenIn]?.message)}
        {...register(`name.${writtenIn}`)}
      />
      <TextAreaField
        key={`description-${writtenIn}`}
        label={t('create.description')}
        rows={3}
        maxLength={channelDescriptionMaxLength}
        {...writingIn(writtenIn)}
        error={errorText(formState.errors.description?.[writtenIn]?.message)}
        {...register(`description.${writtenIn}`)}
      />
      <SelectField label={t('create.mode')} {...register('mode')}>
        {channelModes.map((mode) => (
          <option key={mode} value={mode}>
            {t(`create.modes.${mode}`)}
          </option>
        ))}
      </SelectField>
      <FormProvider {...form}>
        <ChannelTranslationFields writtenIn={writtenIn} />
      </FormProvider>
    </FormDialogPanel>
  );
}

/**
 * Staff open a channel, or edit one (`channel`, prefilled with every language written): one form for both. It is
 * mounted afresh at each opening.
 */
export function ChannelFormDialog({
  isOpen,
  channel,
  onClose,
}: {
  isOpen: boolean;
  channel?: ChannelForStaff;
  onClose: () => void;
}) {
  return (
    <FormDialog isOpen={isOpen} onClose={onClose}>
      {isOpen && <ChannelForm channel={channel} onClose={onClose} />}
    </FormDialog>
  );
}
