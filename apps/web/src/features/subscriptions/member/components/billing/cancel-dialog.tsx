import { cancellationReasons, type CancellationReason } from '@vitalia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogPanel } from '../../../../../components/ui/form-dialog';

/**
 * Cancelling, confirmed: what the member keeps and until when, and why they leave, asked and never required (issue
 * 40). Keeping Premium is the way out that costs nothing, so it is the dialog's close and its first button.
 */
export function CancelDialog({
  isOpen,
  periodEnd,
  isCancelling,
  onKeep,
  onCancel,
}: {
  isOpen: boolean;
  /** The last day of Premium, as the member reads dates. */
  periodEnd: string;
  isCancelling: boolean;
  onKeep: () => void;
  onCancel: (reason: CancellationReason | null) => void;
}) {
  const { t } = useTranslation('billing');
  const [reason, setReason] = useState<CancellationReason | null>(null);
  return (
    <FormDialog isOpen={isOpen} onClose={onKeep}>
      {isOpen && (
        <FormDialogPanel
          title={t('cancel.confirmTitle')}
          closeLabel={t('cancel.keep')}
          cancelLabel={t('cancel.keep')}
          submitLabel={t('cancel.confirm')}
          isSubmitting={isCancelling}
          onClose={onKeep}
          onSubmit={(event) => {
            event.preventDefault();
            onCancel(reason);
          }}
        >
          <p className="text-sm text-ink-700">{t('cancel.confirmMessage', { date: periodEnd })}</p>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-950">{t('cancel.reason.legend')}</legend>
            <p className="mt-0.5 text-xs text-ink-500">{t('cancel.reason.hint')}</p>
            <div className="mt-3 grid gap-2">
              {cancellationReasons.map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-control px-3 py-2 ring-1 ring-inset ring-ink-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
                >
                  <input
                    type="radio"
                    name="cancel-reason"
                    value={value}
                    checked={reason === value}
                    onChange={() => setReason(value)}
                    className="size-4 shrink-0 accent-brand-700"
                  />
                  <span className="text-sm text-ink-900">{t(`cancel.reason.options.${value}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </FormDialogPanel>
      )}
    </FormDialog>
  );
}
