import { ErrorCode, hasPermission, isolate, paths, type StaffSupportRequest } from '@vitalia/contracts';
import { SearchX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryLoadError } from '../../../../components/ui/load-error';
import { nextNotice, NoticeBanner, type Notice } from '../../../../components/ui/notice-banner';
import { ScreenHeader } from '../../../../components/ui/screen-header';
import { Skeleton } from '../../../../components/ui/skeleton';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { useAuthStore } from '../../../../lib/auth-store';
import { useErrorText } from '../../../../lib/form-errors';
import { useNoteRequest, useReplyToRequest, useSupportRequest } from '../api/support-inbox';
import { Ltr } from '../../../../components/ui/ltr';
import { StatusBadge, useSupportFormat } from '../../components/support-status';
import {
  ConversationSection,
  HandlingSection,
  MemberSection,
  NotesSection,
  type ActionOutcome,
} from './request-sections';

const inboxPath = paths.adminSupport();

function RequestSkeleton() {
  const { t } = useTranslation('support-inbox');
  return (
    <div className="space-y-4">
      <span role="status" className="sr-only">
        {t('request.loading')}
      </span>
      <Skeleton className="h-8 w-64 max-w-full" />
      <Skeleton className="h-4 w-48" />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {[0, 1].map((column) => (
          <Card key={column} className="space-y-3 !p-5 sm:!p-6">
            <Skeleton className="h-6 w-40" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-5/6" />
          </Card>
        ))}
      </div>
    </div>
  );
}

function RequestPage({ request }: { request: StaffSupportRequest }) {
  const { t } = useTranslation('support-inbox');
  const errorText = useErrorText();
  const format = useSupportFormat('staff');
  const me = useAuthStore((state) => state.profile);
  const reply = useReplyToRequest();
  const note = useNoteRequest();
  const [notice, setNotice] = useState<Notice | null>(null);
  const requestId = request.id;

  const onOutcome = useCallback(
    (outcome: ActionOutcome) =>
      setNotice((previous) =>
        nextNotice(
          previous,
          outcome.tone === 'success'
            ? outcome
            : { tone: 'error', text: errorText(apiErrorOf(outcome.error).code) ?? '' },
        ),
      ),
    [errorText],
  );

  // A refusal stays in the form, beside what was written; a success is said at the top of the page.
  async function onReply(message: string) {
    await reply.mutateAsync({ params: { requestId }, body: { message } });
    onOutcome({ tone: 'success', text: t('reply.done', { name: isolate(request.member.name) }) });
  }

  async function onNote(message: string) {
    await note.mutateAsync({ params: { requestId }, body: { message } });
    onOutcome({ tone: 'success', text: t('notes.done') });
  }

  return (
    <>
      <ScreenHeader
        title={<bdi>{request.subject}</bdi>}
        description={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <Ltr className="font-mono">{request.reference}</Ltr>
            <span aria-hidden="true">·</span>
            <span>{t(`categories.${request.category}`)}</span>
            <span aria-hidden="true">·</span>
            <span>
              {t('request.opened')} <time dateTime={request.createdAt}>{format.day(request.createdAt)}</time>
            </span>
          </span>
        }
        backTo={inboxPath}
        actions={<StatusBadge status={request.status} audience="staff" />}
      />
      <NoticeBanner
        notice={notice}
        dismissLabel={t('dismiss')}
        onDismiss={() => setNotice(null)}
        className="mb-4 sm:mb-6"
      />
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ConversationSection request={request} onReply={onReply} />
        <div className="space-y-4 sm:space-y-6">
          <HandlingSection request={request} myId={me?.id} onOutcome={onOutcome} />
          <MemberSection member={request.member} canOpenMember={hasPermission(me?.role, 'members_admin')} />
          <NotesSection notes={request.notes} onNote={onNote} />
        </div>
      </div>
    </>
  );
}

/**
 * `/app/admin/support/:requestId` (`support_inbox`): the conversation and the reply box, who has the request and its
 * status, the member, and the notes only staff see.
 */
export function SupportRequestScreen() {
  const { t } = useTranslation('support-inbox');
  const { requestId = '' } = useParams();
  const request = useSupportRequest(requestId);

  if (request.isPending) return <RequestSkeleton />;
  if (request.isError) {
    // A malformed id is a 4000, an unknown request (or its member purged) a 4004: both mean there is none here.
    const code = apiErrorOf(request.error).code;
    if (isCode(code, ErrorCode.notFound, ErrorCode.invalidRequest)) {
      return (
        <>
          <ScreenHeader title={t('request.notFoundTitle')} backTo={inboxPath} />
          <EmptyState
            icon={SearchX}
            title={t('request.notFound')}
            hint={t('request.notFoundHint')}
            isAlert
            action={
              <Link to={inboxPath} className={buttonClasses({ variant: 'secondary' })}>
                {t('request.toInbox')}
              </Link>
            }
          />
        </>
      );
    }
    return (
      <>
        <ScreenHeader title={t('request.loadFailedTitle')} backTo={inboxPath} />
        <Card>
          <QueryLoadError query={request} message={t('request.loadFailed')} />
        </Card>
      </>
    );
  }
  return <RequestPage request={request.data} />;
}
