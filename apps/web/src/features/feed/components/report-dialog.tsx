import { moderationReasonMaxLength } from '@vitalia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';

function ReportForm({
  title,
  onReport,
  onClose,
}: {
  title: string;
  onReport: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('feed');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    setIsSending(true);
    try {
      await onReport(reason.trim() || undefined);
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    } finally {
      setIsSending(false);
    }
  }

  return (
    <FormDialogPanel
      title={title}
      closeLabel={t('report.close')}
      cancelLabel={t('report.cancel')}
      submitLabel={t('report.submit')}
      error={errorText(problem)}
      isSubmitting={isSending}
      onClose={onClose}
      onSubmit={submit}
    >
      <TextAreaField
        label={t('report.reason')}
        hint={t('report.reasonHint', { max: moderationReasonMaxLength })}
        value={reason}
        rows={3}
        dir="auto"
        maxLength={moderationReasonMaxLength}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialogPanel>
  );
}

/**
 * Reporting a post or a comment to the team, with a reason if the member wants to give one. `onReport` resolves
 * once the team has it; the dialog then closes and the screen says thanks.
 */
export function ReportDialog({
  isOpen,
  title,
  onReport,
  onClose,
}: {
  isOpen: boolean;
  title: string;
  onReport: (reason: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <FormDialog isOpen={isOpen} onClose={onClose}>
      {isOpen && <ReportForm title={title} onReport={onReport} onClose={onClose} />}
    </FormDialog>
  );
}
