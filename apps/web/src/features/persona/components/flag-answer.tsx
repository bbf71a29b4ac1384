import { zodResolver } from '@hookform/resolvers/zod';
import { flagAnswer, type PersonaAnswer } from '@vitalia/contracts';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog, FormDialogPanel } from '../../../components/ui/form-dialog';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useFlagAnswer } from '../api/persona-answers';

/** The flag's reason is optional and short (the contract's bound). */
const reasonMaxLength = 300;

function FlagForm({ answer, onClose }: { answer: PersonaAnswer; onClose: () => void }) {
  const { t } = useTranslation('persona');
  const errorText = useErrorText();
  const flag = useFlagAnswer();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<{ reason?: string }>({
    resolver: zodResolver(flagAnswer),
    mode: 'onTouched',
    defaultValues: { reason: '' },
  });

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    setProblem(null);
    try {
      await flag.mutateAsync({ params: { answerId: answer.id }, body: reason ? { reason } : {} });
      onClose();
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  });

  return (
    <FormDialogPanel
      title={t('flag.title')}
      closeLabel={t('dialog.close')}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('flag.submit')}
      error={errorText(problem)}
      isSubmitting={form.formState.isSubmitting}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <p className="text-sm text-ink-700">{t('flag.description')}</p>
      <TextAreaField
        label={t('flag.reason')}
        hint={t('flag.reasonHint')}
        rows={3}
        dir="auto"
        maxLength={reasonMaxLength}
        error={form.formState.errors.reason && t('flag.reasonRule')}
        {...form.register('reason')}
      />
    </FormDialogPanel>
  );
}

/**
 * Under each kept answer: a quiet way to say it is wrong, with an optional reason; once flagged, it says who will
 * look at it.
 */
export function FlagAnswer({ answer }: { answer: PersonaAnswer }) {
  const { t } = useTranslation('persona');
  const [isOpen, setIsOpen] = useState(false);

  if (answer.isFlagged) {
    return (
      <p role="status" className="mt-1.5 flex items-center gap-1.5 px-1 text-xs font-medium text-accent-600">
        <Flag className="size-3.5 fill-current" aria-hidden="true" />
        {t('flag.done')}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className="mt-1 inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 text-xs font-medium text-ink-500 hover:bg-ink-100 hover:text-ink-900"
      >
        <Flag className="size-3.5" aria-hidden="true" />
        {t('flag.action')}
      </button>
      <FormDialog isOpen={isOpen} onClose={() => setIsOpen(false)}>
        {isOpen && <FlagForm answer={answer} onClose={() => setIsOpen(false)} />}
      </FormDialog>
    </>
  );
}
