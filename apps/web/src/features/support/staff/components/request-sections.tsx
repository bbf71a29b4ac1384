import {
  isolate,
  languageInfo,
  type StaffSupportRequest,
  type SupportMessage,
  paths,
} from '@vitalia/contracts';
import {
  CircleCheck,
  EyeOff,
  Hand,
  Lock,
  Mail,
  MessagesSquare,
  NotebookPen,
  RotateCcw,
  Reply,
  UserCheck,
  UserRound,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../../components/ui/avatar';
import { PersonBadge, PersonName } from '../../../../components/ui/person-card';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { cx } from '../../../../components/ui/cx';
import { SectionCard } from '../../../../components/ui/section-card';
import { confirmAlert } from '../../../../lib/alert-store';
import { useSetRequestStatus, useTakeRequest } from '../api/support-inbox';
import { Ltr } from '../../../../components/ui/ltr';
import { AttachmentGallery } from '../../components/attachment-gallery';
import { useSupportFormat } from '../../components/support-status';
import { Quiet } from './quiet';
import { MessageForm } from './message-form';

/** What an action came to: a success in words, or the failure to put in words by its code. */
export type ActionOutcome = { tone: 'success'; text: string } | { tone: 'error'; error: unknown };

function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-1">{children}</dl>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-ink-950">{children}</dd>
    </div>
  );
}

/** The member's messages, signed with their name, and the team's replies, signed "<first name> · Vitalia team". */
function Conversation({ request }: { request: StaffSupportRequest }) {
  const { t } = useTranslation('support-inbox');
  const format = useSupportFormat('staff');
  const authorOf = (message: SupportMessage) => {
    if (!message.fromStaff) return <bdi>{request.member.name}</bdi>;
    return message.authorName
      ? t('conversation.signature', { name: isolate(message.authorName) })
      : t('conversation.team');
  };
  return (
    <ol aria-label={t('conversation.label')} className="space-y-3">
      {request.messages.map((message) => (
        <li
          key={message.id}
          className={cx(
            'rounded-card p-3.5 sm:p-4',
            // The team's replies sit toward the end, the member's toward the start, as in any conversation.
            message.fromStaff
              ? 'ms-4 bg-brand-50 ring-1 ring-inset ring-brand-100 sm:ms-10'
              : 'me-4 bg-ink-50 sm:me-10',
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
          <AttachmentGallery attachments={message.attachments} audience="staff" />
        </li>
      ))}
    </ol>
  );
}

/** The conversation, then the reply box (emailed to the member); a solved request takes no reply until reopened. */
export function ConversationSection({
  request,
  onReply,
}: {
  request: StaffSupportRequest;
  onReply: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation('support-inbox');
  return (
    <SectionCard
      icon={MessagesSquare}
      title={t('conversation.title')}
      description={t('conversation.description')}
    >
      <Conversation request={request} />
      <div className="mt-5 border-t border-ink-100 pt-5">
        {request.status === 'solved' ? (
          <p className="flex items-start gap-2 text-sm text-ink-700">
            <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-600" aria-hidden="true" />
            {t('reply.solvedNote')}
          </p>
        ) : (
          <MessageForm
            label={t('reply.label')}
            submitLabel={t('reply.submit')}
            icon={<Reply className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
            aside={
              <span className="flex items-start gap-1.5">
                <Mail className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 [overflow-wrap:anywhere]">
                  {t('reply.emailed', { email: isolate(request.member.email) })}
                </span>
              </span>
            }
            onSend={onReply}
          />
        )}
      </div>
    </SectionCard>
  );
}

type Action = 'take' | 'status';

/**
 * Who has the request and where it stands: "Take it" unless the caller has it (confirmed when it takes it from
 * someone), "Mark solved" (confirmed: the member can no longer write on it) or "Reopen".
 */
export function HandlingSection({
  request,
  myId,
  onOutcome,
}: {
  request: StaffSupportRequest;
  myId: string | undefined;
  onOutcome: (outcome: ActionOutcome) => void;
}) {
  const { t } = useTranslation('support-inbox');
  const take = useTakeRequest();
  const setStatus = useSetRequestStatus();
  const [busy, setBusy] = useState<Action | null>(null);
  const requestId = request.id;
  const reference = isolate(request.reference);
  const { assignee } = request;
  const isMine = assignee != null && assignee.id === myId;

  async function run(
    action: Action,
    confirm: { title: string; message: string; confirmText: string } | null,
    work: () => Promise<string>,
  ) {
    if (confirm && !(await confirmAlert(confirm))) return;
    setBusy(action);
    try {
      onOutcome({ tone: 'success', text: await work() });
    } catch (error) {
      onOutcome({ tone: 'error', error });
    } finally {
      setBusy(null);
    }
  }

  const onTake = () =>
    void run(
      'take',
      assignee
        ? {
            title: t('handling.takeOverTitle', { name: isolate(assignee.name) }),
            message: t('handling.takeOverMessage', { name: isolate(assignee.name) }),
            confirmText: t('handling.take'),
          }
        : null,
      async () => {
        await take.mutateAsync({ params: { requestId } });
        return t('handling.taken');
      },
    );

  const onSolve = () =>
    void run(
      'status',
      {
        title: t('handling.solveTitle', { reference }),
        message: t('handling.solveMessage'),
        confirmText: t('handling.solve'),
      },
      async () => {
        await setStatus.mutateAsync({ params: { requestId }, body: { status: 'solved' } });
        return t('handling.solved', { reference });
      },
    );

  // Reopened, a request goes back to the new ones: it needs the team again.
  const onReopen = () =>
    void run('status', null, async () => {
      await setStatus.mutateAsync({ params: { requestId }, body: { status: 'new' } });
      return t('handling.reopened', { reference });
    });

  return (
    <SectionCard icon={UserCheck} title={t('handling.title')} description={t('handling.description')}>
      <Facts>
        <Fact label={t('handling.assignee')}>
          {isMine ? (
            t('handling.you')
          ) : assignee ? (
            <bdi>{assignee.name}</bdi>
          ) : (
            <Quiet>{t('handling.unassigned')}</Quiet>
          )}
        </Fact>
      </Facts>
      <div className="mt-5 flex flex-wrap gap-2">
        {!isMine && (
          <Button variant="secondary" isLoading={busy === 'take'} disabled={busy !== null} onClick={onTake}>
            {busy !== 'take' && <Hand className="size-4" aria-hidden="true" />}
            {t('handling.take')}
          </Button>
        )}
        {request.status === 'solved' ? (
          <Button
            variant="secondary"
            isLoading={busy === 'status'}
            disabled={busy !== null}
            onClick={onReopen}
          >
            {busy !== 'status' && <RotateCcw className="size-4" aria-hidden="true" />}
            {t('handling.reopen')}
          </Button>
        ) : (
          <Button
            variant="secondary"
            isLoading={busy === 'status'}
            disabled={busy !== null}
            onClick={onSolve}
          >
            {busy !== 'status' && <CircleCheck className="size-4" aria-hidden="true" />}
            {t('handling.solve')}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}

/** Who wrote: name, email, the language their emails are written in, and their page for staff who may open it. */
export function MemberSection({
  member,
  canOpenMember,
}: {
  member: StaffSupportRequest['member'];
  canOpenMember: boolean;
}) {
  const { t } = useTranslation('support-inbox');
  const language = languageInfo[member.language];
  return (
    <SectionCard icon={UserRound} title={t('member.title')}>
      <Facts>
        <Fact label={t('member.name')}>
          <span className="inline-flex max-w-full items-center gap-2">
            <Avatar
              person={member.person}
              src={member.person.pictureUrl}
              className="size-8"
              initialsClassName="text-xs"
            />
            <PersonName person={member.person} />
            {member.person.badge && <PersonBadge badge={member.person.badge} />}
          </span>
        </Fact>
        <Fact label={t('member.email')}>
          <Ltr className="break-all">{member.email}</Ltr>
        </Fact>
        <Fact label={t('member.language')}>
          <span lang={member.language} dir={language.dir}>
            {language.nativeName}
          </span>
          <span className="mt-0.5 block text-xs text-ink-500">{t('member.languageHint')}</span>
        </Fact>
      </Facts>
      {canOpenMember && (
        <Link
          to={paths.adminMember(member.id)}
          className={cx(buttonClasses({ variant: 'secondary' }), 'mt-5')}
        >
          <UserRound className="size-4" aria-hidden="true" />
          {t('member.open')}
        </Link>
      )}
    </SectionCard>
  );
}

/** Notes staff keep among themselves, marked as such: the member never sees them (the API leaves them out). */
export function NotesSection({
  notes,
  onNote,
}: {
  notes: StaffSupportRequest['notes'];
  onNote: (message: string) => Promise<void>;
}) {
  const { t } = useTranslation('support-inbox');
  const format = useSupportFormat('staff');
  return (
    <SectionCard icon={Lock} iconClassName="bg-accent-100 text-accent-600" title={t('notes.title')}>
      <p className="mb-4 flex items-start gap-2 rounded-control bg-accent-100 px-3 py-2 text-sm font-semibold text-accent-600">
        <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {t('notes.staffOnly')}
      </p>
      {notes.length === 0 ? (
        <p className="text-sm text-ink-500">{t('notes.none')}</p>
      ) : (
        <ol aria-label={t('notes.label')} className="space-y-3">
          {notes.map((note) => (
            <li
              key={note.id}
              className="rounded-card bg-accent-100/50 p-3.5 ring-1 ring-inset ring-accent-100"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs">
                <p className="font-semibold text-ink-900">
                  {note.authorName ? <bdi>{note.authorName}</bdi> : t('notes.unknownAuthor')}
                </p>
                <time dateTime={note.createdAt} className="whitespace-nowrap text-ink-500">
                  {format.moment(note.createdAt)}
                </time>
              </div>
              <p dir="auto" className="mt-1.5 text-sm break-words whitespace-pre-wrap text-ink-950">
                {note.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      <div className="mt-5 border-t border-ink-100 pt-5">
        <MessageForm
          label={t('notes.add')}
          submitLabel={t('notes.submit')}
          icon={<NotebookPen className="size-4" aria-hidden="true" />}
          onSend={onNote}
        />
      </div>
    </SectionCard>
  );
}
