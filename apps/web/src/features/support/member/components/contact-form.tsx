import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  supportCategories,
  supportLimits,
  supportRequestInput,
  type SupportRequest,
  type SupportRequestInput,
} from '@vitalia/contracts';
import { CircleCheck, MessageSquarePlus, Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { SectionCard } from '../../../../components/ui/section-card';
import { SelectField } from '../../../../components/ui/select-field';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { tellMeaningfulAction } from '../../../../lib/meaningful-action';
import { useImageLimits } from '../api/support-attachments';
import { useSendSupportRequest } from '../api/support-requests';
import { Ltr } from '../../../../components/ui/ltr';
import { useSupportFormat } from '../../components/support-status';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads';
import { AttachmentPicker } from './attachment-picker';
import { SendProblem } from './support-text';

/**
 * The form holds what was typed (the topic starts unchosen); the contract's own schema decides, so a subject too short
 * is 8100, no topic 8102 and the message 8101, as the API would answer.
 */
const requestForm = z
  .object({ subject: z.string(), category: z.string(), message: z.string() })
  .pipe(supportRequestInput.omit({ attachmentKeys: true }));
type RequestFormValues = z.input<typeof requestForm>;

const fields = ['subject', 'category', 'message'] as const;
const emptyForm: RequestFormValues = { subject: '', category: '', message: '' };

/**
 * Said once the request is stored: its reference, the 24–48 h promise and the acknowledgement email. It takes focus,
 * so a screen reader user hears it and a phone scrolls to it while the form below starts afresh.
 */
function SentConfirmation({ request, onDismiss }: { request: SupportRequest; onDismiss: () => void }) {
  const { t } = useTranslation('support');
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="mb-5 flex items-start gap-3 rounded-card bg-success-50 p-4 text-brand-900 ring-1 ring-inset ring-brand-200 focus:outline-none focus-visible:outline-2"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        <p className="font-semibold">{t('sent.title')}</p>
        <p>
          {t('sent.reference')} <Ltr className="font-mono font-semibold">{request.reference}</Ltr>
        </p>
        <p>{t('sent.body')}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('dismiss')}
        className="-m-1.5 grid size-9 shrink-0 place-items-center rounded-control hover:bg-black/5"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}

/** The refusals that belong to the screenshots rather than to the form: said beside them. */
const isAboutAttachments = (code: string) =>
  isCode(code, ErrorCode.tooManySupportAttachments) || isCode(code, ErrorCode.supportAttachmentUnknown);

/**
 * D1 contact: a subject, a topic and a message to the team, with up to three screenshots, acknowledged at once and by
 * email.
 */
export function ContactForm() {
  const { t } = useTranslation('support');
  const errorText = useErrorText();
  const format = useSupportFormat('member');
  const send = useSendSupportRequest();
  const limits = useImageLimits();
  const attachments = useAttachmentUploads(limits.data);
  const [sent, setSent] = useState<SupportRequest | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset, control } = useForm<
    RequestFormValues,
    unknown,
    Omit<SupportRequestInput, 'attachmentKeys'>
  >({ resolver: zodResolver(requestForm), mode: 'onTouched', defaultValues: emptyForm });
  // The server counts what is left once trimmed (zod's max): so does the count, so the two never disagree.
  const length = (useWatch({ control, name: 'message' }) ?? '').trim().length;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    attachments.setRefusal(null);
    try {
      const { data } = await send.mutateAsync({ body: { ...body, attachmentKeys: attachments.keys } });
      reset(emptyForm);
      attachments.clear();
      setSent(data);
      // The team will reply: the moment to offer a push when they do (issue 39).
      tellMeaningfulAction('support-request');
    } catch (error) {
      setSent(null);
      const code = applyServerErrors(apiErrorOf(error), fields, setError);
      if (code && isAboutAttachments(code)) attachments.setRefusal(code);
      else setProblem(code);
    }
  });

  return (
    <SectionCard icon={MessageSquarePlus} title={t('form.title')} description={t('form.description')}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {sent && <SentConfirmation key={sent.id} request={sent} onDismiss={() => setSent(null)} />}
      </div>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
        <SendProblem code={problem} />
        <Field
          label={t('form.subject')}
          placeholder={t('form.subjectPlaceholder')}
          autoComplete="off"
          dir="auto"
          error={errorText(errors.subject?.message)}
          {...register('subject')}
        />
        <SelectField
          label={t('form.category')}
          error={errorText(errors.category?.message)}
          {...register('category')}
        >
          <option value="">{t('form.categoryPlaceholder')}</option>
          {supportCategories.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <TextAreaField
          label={t('form.message')}
          placeholder={t('form.messagePlaceholder')}
          rows={7}
          dir="auto"
          hint={
            <span className="tabular-nums">
              {t('form.count', {
                length: format.count(length),
                max: format.count(supportLimits.message.max),
              })}
            </span>
          }
          error={errorText(errors.message?.message)}
          {...register('message')}
        />
        <AttachmentPicker
          slots={attachments.slots}
          refusal={attachments.refusal}
          maxBytes={limits.data?.maxBytes}
          onAdd={attachments.add}
          onRemove={attachments.remove}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-500 sm:order-2 sm:text-end">{t('form.promise')}</p>
          {/* Sending waits for the screenshots on their way up: a request must not go without one the member chose. */}
          <Button
            type="submit"
            size="lg"
            isLoading={formState.isSubmitting}
            disabled={attachments.isUploading}
            className="w-full sm:w-auto"
          >
            {!formState.isSubmitting && <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
            {t('form.send')}
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
