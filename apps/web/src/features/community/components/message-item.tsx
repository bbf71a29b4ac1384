import {
  isolate,
  messageEditWindowMinutes,
  reactionEmoji,
  reactionNames,
  type Message,
  type ReactionName,
} from '@vitalia/contracts';
import { Flag, MessageSquareReply, MicOff, Pencil, Pin, SmilePlus, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Byline } from '../../../components/ui/byline';
import { cx } from '../../../components/ui/cx';
import { confirmAlert } from '../../../lib/alert-store';
import { apiErrorOf } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import {
  useAddReaction,
  useDeleteMessage,
  useEditMessage,
  usePinMessage,
  useRemoveReaction,
} from '../api/community-queries';
import { MuteDialog } from './mute-dialog';
import { ReportDialog } from './report-dialog';

/** `@name` tokens stand out, the reader's own name most; everything else stays plain text (no links, no HTML). */
function BodyText({ text, mentions, myName }: { text: string; mentions: string[]; myName: string | null }) {
  const parts = text.split(/(@[a-z0-9_.]{3,30})/gi);
  return (
    <>
      {parts.map((part, index) => {
        const name = part.startsWith('@') ? part.slice(1).toLowerCase() : null;
        if (!name || !mentions.includes(name)) return part;
        const isMe = name === myName?.toLowerCase();
        return (
          <span
            key={index}
            className={cx(
              'font-semibold',
              isMe ? 'rounded bg-accent-100 px-0.5 text-accent-900' : 'text-brand-700',
            )}
          >
            {part}
          </span>
        );
      })}
    </>
  );
}

function ActionButton({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="grid size-9 place-items-center rounded-full text-ink-500 hover:bg-ink-100 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-brand-500"
    >
      {children}
    </button>
  );
}

/** One message: a bubble on the reader's own side for their messages (the inline end: left in Arabic). */
export function MessageItem({
  message,
  viewerName,
  isStaff,
  isReadOnly,
  onReply,
  replyToggle,
  thread,
}: {
  message: Message;
  viewerName: string | null;
  isStaff: boolean;
  /** An archived channel: everything can be read, nothing changed (the service refuses with 7602). */
  isReadOnly: boolean;
  onReply?: () => void;
  replyToggle?: ReactNode;
  /** The replies, shown under the message when opened. */
  thread?: ReactNode;
}) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const [isPicking, setIsPicking] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [isMuting, setIsMuting] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const addReaction = useAddReaction();
  const removeReaction = useRemoveReaction();
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const pin = usePinMessage();
  const isMine = message.author.isMe;
  const isDeleted = message.status === 'deleted';
  const isMentioned = viewerName !== null && message.mentions.includes(viewerName.toLowerCase());
  // Judged when the message is shown; the server has the last word (7606) if the window closes meanwhile.
  const [shownAt] = useState(() => Date.now());
  const mayChange = isMine && shownAt - Date.parse(message.createdAt) < messageEditWindowMinutes * 60_000;
  // Staff cannot be muted; muting is for what other members write.
  const mayMute = isStaff && !isMine && !message.author.isStaff;
  const params = { messageId: message.id };
  const fail = (error: unknown) => setNotice(errorText(apiErrorOf(error).code) ?? null);

  function toggleReaction(reaction: ReactionName, mine: boolean) {
    setIsPicking(false);
    const mutation = mine ? removeReaction : addReaction;
    mutation.mutate({ params: { ...params, reaction } }, { onError: fail });
  }

  return (
    <li className={cx('flex flex-col', isMine ? 'items-end' : 'items-start')} data-message-id={message.id}>
      <Byline
        person={message.author.person}
        name={message.author.name}
        isStaff={message.author.isStaff}
        teamLabel={t('message.team')}
        at={message.createdAt}
        className="mb-1 px-1"
      >
        {message.editedAt && !isDeleted && <span>· {t('message.edited')}</span>}
        {message.pinned && (
          <span className="inline-flex items-center gap-0.5 text-accent-700">
            <Pin className="size-3" aria-hidden="true" />
            {t('channel.pinned')}
          </span>
        )}
      </Byline>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed sm:max-w-[75%]',
          isMine
            ? 'rounded-ee-md bg-brand-600 text-white'
            : 'rounded-es-md bg-white text-ink-900 ring-1 ring-ink-100',
          isMentioned && !isMine && 'ring-2 ring-accent-400',
          isDeleted && 'bg-ink-50 text-ink-500 italic ring-1 ring-ink-100',
          message.status === 'held' && 'opacity-80 outline-2 outline-dashed outline-accent-400',
        )}
      >
        {isDeleted ? (
          t('message.deleted')
        ) : draft !== null ? (
          <form
            className="space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              edit.mutate(
                { params, body: { body: draft } },
                { onSuccess: () => setDraft(null), onError: fail },
              );
            }}
          >
            <label className="sr-only" htmlFor={`edit-${message.id}`}>
              {t('message.editLabel')}
            </label>
            <textarea
              id={`edit-${message.id}`}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              dir="auto"
              rows={3}
              className="w-64 max-w-full rounded-lg bg-white p-2 text-ink-900"
            />
            <div className="flex justify-end gap-2 text-xs font-semibold">
              <button
                type="button"
                onClick={() => setDraft(null)}
                className="rounded-full px-3 py-1.5 hover:bg-white/20"
              >
                {t('message.cancel')}
              </button>
              <button type="submit" className="rounded-full bg-white px-3 py-1.5 text-brand-700">
                {t('message.save')}
              </button>
            </div>
          </form>
        ) : (
          <bdi dir="auto" className="block whitespace-pre-wrap break-words">
            <BodyText text={message.body} mentions={message.mentions} myName={viewerName} />
          </bdi>
        )}
      </div>
      {message.status === 'held' && <p className="mt-1 px-1 text-xs text-accent-800">{t('message.held')}</p>}
      {!isDeleted && (
        <div className={cx('mt-1 flex flex-wrap items-center gap-1', isMine && 'flex-row-reverse')}>
          {message.reactions.map((group) => (
            <button
              key={group.reaction}
              type="button"
              aria-pressed={group.mine}
              disabled={isReadOnly}
              aria-label={t('message.reactionCount', {
                name: t(`message.reactions.${group.reaction}`),
                count: group.count,
              })}
              onClick={() => toggleReaction(group.reaction, group.mine)}
              className={cx(
                'inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold ring-1',
                group.mine
                  ? 'bg-brand-50 text-brand-800 ring-brand-300'
                  : 'bg-white text-ink-700 ring-ink-200',
              )}
            >
              <span aria-hidden="true">{reactionEmoji[group.reaction]}</span>
              {group.count}
            </button>
          ))}
          {!isReadOnly && (
            <>
              <ActionButton label={t('message.react')} onClick={() => setIsPicking((open) => !open)}>
                <SmilePlus className="size-4" aria-hidden="true" />
              </ActionButton>
              {onReply && (
                <ActionButton label={t('message.reply')} onClick={onReply}>
                  <MessageSquareReply className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </ActionButton>
              )}
              {mayChange && (
                <ActionButton label={t('message.edit')} onClick={() => setDraft(message.body)}>
                  <Pencil className="size-4" aria-hidden="true" />
                </ActionButton>
              )}
              {(mayChange || isStaff) && (
                <ActionButton
                  label={t('message.delete')}
                  onClick={async () => {
                    const isConfirmed = await confirmAlert({
                      title: t('message.deleteTitle'),
                      message: t('message.deleteConfirm'),
                      confirmText: t('message.delete'),
                    });
                    if (isConfirmed) remove.mutate({ params }, { onError: fail });
                  }}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </ActionButton>
              )}
              {isStaff && (
                <ActionButton
                  label={message.pinned ? t('message.unpin') : t('message.pin')}
                  onClick={() => pin.mutate({ params, body: { pinned: !message.pinned } }, { onError: fail })}
                >
                  <Pin className="size-4" aria-hidden="true" />
                </ActionButton>
              )}
              {!isMine && (
                <ActionButton label={t('message.report')} onClick={() => setIsReporting(true)}>
                  <Flag className="size-4" aria-hidden="true" />
                </ActionButton>
              )}
              {mayMute && (
                <ActionButton
                  label={t('mute.action', { name: isolate(message.author.name) })}
                  onClick={() => setIsMuting(true)}
                >
                  <MicOff className="size-4" aria-hidden="true" />
                </ActionButton>
              )}
            </>
          )}
          {replyToggle}
        </div>
      )}
      {isPicking && (
        <div
          role="group"
          aria-label={t('message.react')}
          className="mt-1 flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-ink-100"
        >
          {reactionNames.map((reaction) => {
            const mine = message.reactions.some((group) => group.reaction === reaction && group.mine);
            return (
              <button
                key={reaction}
                type="button"
                aria-label={t('message.reactWith', { name: t(`message.reactions.${reaction}`) })}
                onClick={() => toggleReaction(reaction, mine)}
                className="grid size-9 place-items-center rounded-full text-lg hover:bg-ink-100"
              >
                <span aria-hidden="true">{reactionEmoji[reaction]}</span>
              </button>
            );
          })}
        </div>
      )}
      {notice && (
        <p role="status" className="mt-1 px-1 text-xs text-ink-700">
          {notice}
        </p>
      )}
      {thread}
      {mayMute && <MuteDialog message={isMuting ? message : null} onClose={() => setIsMuting(false)} />}
      {!isMine && (
        <ReportDialog
          message={isReporting ? message : null}
          onClose={() => setIsReporting(false)}
          onReported={() => {
            setIsReporting(false);
            setNotice(t('message.reported'));
          }}
        />
      )}
    </li>
  );
}
