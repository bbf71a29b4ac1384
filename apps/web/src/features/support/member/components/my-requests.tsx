import { zodResolver } from '@hookform/resolvers/zod';
import {
  ErrorCode,
  isolate,
  supportMessageInput,
  type SupportMessage,
  type SupportRequest,
} from '@vitalia/contracts';
import { CircleCheck, Mails, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { cx } from '../../../../components/ui/cx';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { SectionHeading } from '../../../../components/ui/section-card';
import { SkeletonRows } from '../../../../components/ui/skeleton';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { useResourcesChanged } from '../../../../lib/endpoint-queries';
import { applyServerErrors, useErrorText } from '../../../../lib/form-errors';
import { useFollowUpSupportRequest, useMySupportRequests } from '../api/support-requests';
import { Ltr } from '../../../../components/ui/ltr';
import { AttachmentGallery } from '../../components/attachment-gallery';
import { StatusBadge, useSupportFormat } from '../../components/support-status';
import { SendProblem } from './support-text';

/** The member's messages and the team's replies, oldest first; a reply is signed by whoever wrote it. */
function Conversation({ messages }: { messages: SupportMessage[] }) {
  const { t } = useTranslation('support');
  const format = useSupportFormat('member');
  const authorOf = (message: SupportMessage) => {
    if (!message.fromStaff) return t('requests.you');
    return message.authorName
      ? t('requests.signature', { name: isolate(message.authorName) })
      : t('requests.team');
  };
  return (
    <ol aria-label={t('requests.conversation')} className="space-y-3">
      {messages.map((message) => (
        <li
          key={message.id}
          className={cx(
            'rounded-card p-3.5 sm:p-4',
            // The member's own words sit toward the end, the team's toward the start, as in any conversation.
            message.fromStaff
              ? 'me-4 bg-brand-50 ring-1 ring-inset ring-brand-100 sm:me-10'
              : 'ms-4 bg-ink-50 sm:ms-10',
          )}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs">
            <p className={cx('font-semibold', message.fromStaff ? 'text-brand-800' : 'text-ink-900')}>
              {authorOf(message)}
            </p>
            <time dateTime={message.createdAt} className="whitespace-nowrap text-ink-500">
              {format.moment(message.createdAt)}
            </time>
          </div>
          <p dir="auto" className="mt-1.5 text-sm break-words whitespace-pre-wrap text-ink-950">
            {message.body}
          </p>
          <AttachmentGallery attachments={message.attachments} audience="member" />
        </li>
      ))}
    </ol>
  );
}

type FollowUpValues = { message: string };

/** Writing again on an open request: it goes back to the team as new. */
function FollowUp({ request }: { request: SupportRequest }) {
  const { t } = useTranslation('support');
  const errorText = useErrorText();
  const followUp = useFollowUpSupportRequest();
  const resourcesChanged = useResourcesChanged();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<FollowUpValues>({
    resolver: zodResolver(supportMessageInput),
    mode: 'onTouched',
    defaultValues: { message: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    setProblem(null);
    try {
      await followUp.mutateAsync({ params: { requestId: request.id }, body });
      reset({ message: '' });
      setNotice((previous) => nextNotice(previous, { tone: 'success', text: t('requests.followUpSent') }));
    } catch (error) {
      const failure = apiErrorOf(error);
      setProblem(applyServerErrors(failure, ['message'], setError));
      // Solved by the team meanwhile (8103): the list is read again, so the request shows as solved.
      if (isCode(failure.code, ErrorCode.supportRequestSolved)) void resourcesChanged(['support']);
    }
  });

  return (
    <div className="mt-4 border-t border-ink-100 pt-4">
      <NoticeBanner
        notice={notice}
        dismissLabel={t('dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-3"
      />
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-3">
        <SendProblem code={problem} />
        <TextAreaField
          label={t('requests.followUp')}
          hint={t('requests.followUpHint')}
          rows={3}
          dir="auto"
          error={errorText(formState.errors.message?.message)}
          {...register('message')}
        />
        <Button type="submit" variant="secondary" isLoading={formState.isSubmitting}>
          {!formState.isSubmitting && <Send className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
          {t('requests.followUpSend')}
        </Button>
      </form>
    </div>
  );
}

function RequestItem({ request }: { request: SupportRequest }) {
  const { t } = useTranslation('support');
  const format = useSupportFormat('member');
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 sm:p-6"
      >
        <div className="flex items-start justify-between gap-3">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-ink-950">
            <bdi>{request.subject}</bdi>
          </h3>
          <StatusBadge status={request.status} audience="member" />
        </div>
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-500">
          <div className="flex gap-1">
            <dt>{t('requests.reference')}</dt>
            <dd>
              <Ltr className="font-mono text-ink-700">{request.reference}</Ltr>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('requests.category')}</dt>
            <dd className="text-ink-700">{t(`categories.${request.category}`)}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t('requests.sentOn')}</dt>
            <dd className="text-ink-700">
              <time dateTime={request.createdAt}>{format.day(request.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <div className="mt-4">
          <Conversation messages={request.messages} />
        </div>
        {request.status === 'solved' ? (
          <p className="mt-4 flex items-start gap-2 border-t border-ink-100 pt-4 text-sm text-ink-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
            {t('requests.solvedNote')}
          </p>
        ) : (
          <FollowUp request={request} />
        )}
      </article>
    </li>
  );
}

/** "Your requests": each with its reference, topic, status in words, date and conversation, newest first. */
export function MyRequests() {
  const { t } = useTranslation('support');
  const headingId = useId();
  const requests = useMySupportRequests();

  function content() {
    if (requests.isPending) {
      return <SkeletonRows label={t('requests.loading')} rows={2} cells={['h-48 w-full rounded-card']} />;
    }
    if (requests.isError) {
      return (
        <Card>
          <QueryLoadError query={requests} message={t('requests.loadFailed')} />
        </Card>
      );
    }
    if (requests.data.length === 0) {
      return <EmptyState icon={Mails} title={t('requests.empty')} hint={t('requests.emptyHint')} />;
    }
    return (
      <ol aria-label={t('requests.label')} className="space-y-4">
        {requests.data.map((request) => (
          <RequestItem key={request.id} request={request} />
        ))}
      </ol>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <SectionHeading
        icon={Mails}
        title={t('requests.title')}
        description={t('requests.description')}
        headingId={headingId}
        isProminent
      />
      {content()}
    </section>
  );
}
