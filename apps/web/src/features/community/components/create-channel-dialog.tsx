import {
  channelDescriptionMaxLength,
  channelModes,
  channelNameMaxLength,
  languageInfo,
  languages,
  type ChannelMode,
  type Language,
} from '@vitalia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { useCreateChannel } from '../api/community-queries';

function CreateChannelForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const create = useCreateChannel();
  const [writtenIn, setWrittenIn] = useState<Language>(currentLanguage());
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [mode, setMode] = useState<ChannelMode>('open');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('7611');
    try {
      await create.mutateAsync({
        body: { writtenIn, name: { [writtenIn]: name }, description: { [writtenIn]: description }, mode },
      });
      onClose();
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  }

  return (
    <FormDialogPanel
      title={t('create.title')}
      closeLabel={t('create.close')}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      error={problem === '7611' ? null : errorText(problem)}
      isSubmitting={create.isPending}
      onClose={onClose}
      onSubmit={submit}
    >
      <Field
        label={t('create.name')}
        value={name}
        maxLength={channelNameMaxLength}
        onChange={(event) => setName(event.target.value)}
        error={problem === '7611' ? errorText(problem) : undefined}
        lang={writtenIn}
        dir={languageInfo[writtenIn].dir}
      />
      <TextAreaField
        label={t('create.description')}
        value={description}
        rows={3}
        maxLength={channelDescriptionMaxLength}
        onChange={(event) => setDescription(event.target.value)}
        lang={writtenIn}
        dir={languageInfo[writtenIn].dir}
      />
      <SelectField
        label={t('create.writtenIn')}
        value={writtenIn}
        onChange={(event) => setWrittenIn(event.target.value as Language)}
      >
        {languages.map((language) => (
          <option key={language} value={language}>
            {languageInfo[language].nativeName}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('create.mode')}
        value={mode}
        onChange={(event) => setMode(event.target.value as ChannelMode)}
      >
        {channelModes.map((candidate) => (
          <option key={candidate} value={candidate}>
            {t(`create.modes.${candidate}`)}
          </option>
        ))}
      </SelectField>
    </FormDialogPanel>
  );
}

/** Staff open a channel in the language they write; translations can follow (D9). */
export function CreateChannelDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  return (
    <FormDialog isOpen={isOpen} onClose={onClose}>
      {isOpen && <CreateChannelForm onClose={onClose} />}
    </FormDialog>
  );
}
