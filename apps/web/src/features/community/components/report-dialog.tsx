import { zodResolver } from '@hookform/resolvers/zod';
import {
  messageReport,
  moderationReasonMaxLength,
  type Message,
  type MessageReport,
} from '@vitalia/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { QuotedText } from '../../../components/ui/review-queue';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../lib/form-errors';
import { useReportMessage } from '../api/community-queries';

function ReportForm({
  message,
  onClose,
  onReported,
}: {
  message: Message;
  onClose: () => void;
  onReported: () => void;
}) {
  const { t } = useTranslation('community');
  const errorText = useErrorText('community');
  const report = useReportMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<MessageReport>({
    resolver: zodResolver(messageReport),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setFormError(null);
    try {
      await report.mutateAsync({ params: { messageId: message.id }, body });
      onReported();
    } catch (failure) {
      setFormError(applyServerErrors(apiErrorOf(failure), ['reason'], setError));
    }
  });

  return (
    <FormDialogPanel
      title={t('report.title')}
      closeLabel={t('create.close')}
      cancelLabel={t('create.cancel')}
      submitLabel={t('report.submit')}
      error={errorText(formError)}
      isSubmitting={formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <QuotedText>{message.body}</QuotedText>
      <p className="text-sm text-ink-700">{t('report.hint')}</p>
      <TextAreaField
        label={t('report.reason')}
        rows={3}
        maxLength={moderationReasonMaxLength}
        dir="auto"
        hint={t('report.reasonHint', { max: moderationReasonMaxLength })}
        error={errorText(formState.errors.reason?.message)}
        {...register('reason')}
      />
    </FormDialogPanel>
  );
}

/**
 * Reporting a message to the team asks why, as the feed's report does; here the reason is required (the contract's
 * 7613), since staff judge the message by it. The dialog is open while there is a message.
 */
export function ReportDialog({
  message,
  onClose,
  onReported,
}: {
  message: Message | null;
  onClose: () => void;
  onReported: () => void;
}) {
  return (
    <FormDialog isOpen={message !== null} onClose={onClose}>
      {message && <ReportForm message={message} onClose={onClose} onReported={onReported} />}
    </FormDialog>
  );
}
