import { zodResolver } from '@hookform/resolvers/zod';
import { isolate, muteInput, type Message } from '@vitalia/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { cx } from '../../../components/ui/cx';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { showSuccessAlert } from '../../../lib/alert-store';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { currentLanguage, intlLocale } from '../../../lib/i18n';
import { useMuteMember } from '../api/community-queries';

/** The choices offered, all within the contract's 5 minutes to 30 days. */
const durations = [
  { minutes: 15, amount: 15, unit: 'minute' },
  { minutes: 60, amount: 1, unit: 'hour' },
  { minutes: 24 * 60, amount: 1, unit: 'day' },
  { minutes: 7 * 24 * 60, amount: 7, unit: 'day' },
] as const;

const reasonMaxLength = 280;

/** Radios give text; the contract's own schema then judges the minutes and the reason (3 to 280, trimmed). */
const muteForm = z
  .object({ minutes: z.string(), reason: z.string() })
  .transform(({ minutes, reason }) => ({ minutes: Number(minutes), reason }))
  .pipe(muteInput.omit({ messageId: true }));
type MuteFormInput = z.input<typeof muteForm>;
type MuteFormOutput = z.output<typeof muteForm>;

/** When a mute given now ends, as the reader tells the time (the server counts from the same moment). */

/** When a mute given now ends (read when the mute is confirmed, not while drawing). */
const muteEnd = (minutes: number) => Date.now() + minutes * 60_000;

function MuteForm({ message, onClose }: { message: Message; onClose: () => void }) {
  const author = message.author;
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const mute = useMuteMember();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, control } = useForm<
    MuteFormInput,
    unknown,
    MuteFormOutput
  >({
    resolver: zodResolver(muteForm),
    mode: 'onTouched',
    defaultValues: { minutes: String(60), reason: '' },
  });
  // Counted as the contract counts: the trimmed text.
  const reasonLength = (useWatch({ control, name: 'reason' }) ?? '').trim().length;
  const locale = intlLocale();

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await mute.mutateAsync({ body: { messageId: message.id, ...values } });
      onClose();
      showSuccessAlert(
        t('mute.done', {
          name: isolate(author.name),
          until: formatDateTime(muteEnd(values.minutes), currentLanguage()),
        }),
      );
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), ['minutes', 'reason'], setError));
    }
  });

  return (
    <FormDialogPanel
      title={t('mute.title', { name: isolate(author.name) })}
      closeLabel={t('create.close')}
      cancelLabel={t('create.cancel')}
      submitLabel={t('mute.submit')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-ink-700">{t('mute.hint')}</p>
      <fieldset>
        <legend className="mb-1.5 block text-sm font-medium text-ink-900">{t('mute.duration')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {durations.map(({ minutes, amount, unit }) => (
            <label
              key={minutes}
              className={cx(
                'flex min-h-11 cursor-pointer items-center justify-center rounded-control px-3 text-center text-sm font-medium text-ink-700 ring-1 ring-ink-200 ring-inset',
                'has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 has-[:checked]:ring-2 has-[:checked]:ring-brand-500',
                'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
              )}
            >
              <input type="radio" value={String(minutes)} className="sr-only" {...register('minutes')} />
              {new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(amount)}
            </label>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        label={t('mute.reason')}
        rows={3}
        maxLength={reasonMaxLength}
        dir="auto"
        hint={t('mute.reasonCount', { count: reasonLength, max: reasonMaxLength })}
        error={formState.errors.reason && t('mute.reasonInvalid')}
        {...register('reason')}
      />
    </FormDialogPanel>
  );
}

/**
 * Staff mute a message's author in every channel for a while, with a reason kept in the moderation record. The
 * message names its author by name only: the API finds who wrote it.
 */
export function MuteDialog({
  message,
  onClose,
}: {
  /** The message whose author to mute; the dialog is open while there is one. */
  message: Message | null;
  onClose: () => void;
}) {
  return (
    <FormDialog isOpen={message !== null} onClose={onClose}>
      {message && <MuteForm message={message} onClose={onClose} />}
    </FormDialog>
  );
}
