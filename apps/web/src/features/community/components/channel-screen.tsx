import { messageMaxLength, type Channel, type Message } from '@vitalia/contracts';
import { ChevronDown, Radio, SendHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextInLanguage } from '../../../components/ui/text-in-language';
import { apiErrorOf } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { useErrorText } from '../../../lib/form-errors';
import {
  markRead,
  signalTyping,
  useChannels,
  useMessages,
  usePostMessage,
  type MessageListInput,
} from '../api/community-queries';
import { useJoinChannel, useLiveCommunity, useLiveStatus, useTyping } from '../api/live-stream';
import { CommunityUpgrade, useCommunityAccess } from './community-access';
import { MessageItem } from './message-item';

/** Typing is told to the channel at most this often. */
const typingSignalMs = 3000;

function LiveBadge() {
  const { t } = useTranslation('community');
  const status = useLiveStatus();
  return (
    <span
      role="status"
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold',
        status === 'live' ? 'bg-brand-50 text-brand-800' : 'bg-accent-50 text-accent-900',
      )}
    >
      <Radio className="size-3.5" aria-hidden="true" />
      {t(`channel.status.${status}`)}
    </span>
  );
}

function Composer({
  list,
  placeholder,
  onSent,
}: {
  list: MessageListInput;
  placeholder: string;
  onSent?: () => void;
}) {
  const { t } = useTranslation('community');
  const errorText = useErrorText();
  const post = usePostMessage();
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const lastTyping = useRef(0);
  const left = messageMaxLength - [...body].length;

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (!body.trim()) return setProblem('7600');
    try {
      const { data } = await post.mutateAsync({
        params: { channelId: list.channelId },
        body: { body, ...(list.thread ? { parentId: list.thread } : {}) },
      });
      setBody('');
      setProblem(null);
      setNotice(data.status === 'held' ? t('composer.held') : null);
      onSent?.();
    } catch (error) {
      setProblem(apiErrorOf(error).code);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; while an input method composes (Arabic, say), Enter is its own.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  function onChange(text: string) {
    setBody(text);
    setProblem(null);
    if (Date.now() - lastTyping.current > typingSignalMs) {
      lastTyping.current = Date.now();
      void signalTyping(list.channelId).catch(() => undefined);
    }
  }

  const id = `composer-${list.thread ?? list.channelId}`;
  return (
    <form onSubmit={(event) => void send(event)} className="space-y-1" noValidate>
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {t('composer.label')}
        </label>
        <textarea
          id={id}
          value={body}
          rows={1}
          dir="auto"
          placeholder={placeholder}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-2xl border border-ink-200 bg-white px-4 py-2.5 text-sm text-ink-900 field-sizing-content focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <Button
          type="submit"
          isLoading={post.isPending}
          aria-label={t('composer.send')}
          className="size-11 shrink-0 px-0"
        >
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </Button>
      </div>
      {problem && (
        <p id={`${id}-problem`} role="alert" className="px-2 text-sm text-danger-700">
          {errorText(problem)}
        </p>
      )}
      {notice && (
        <p role="status" className="px-2 text-sm text-accent-900">
          {notice}
        </p>
      )}
      {left < 200 && <p className="px-2 text-xs text-ink-500">{t('composer.remaining', { count: left })}</p>}
    </form>
  );
}

function Thread({ message, viewer }: { message: Message; viewer: Viewer }) {
  const { t } = useTranslation('community');
  const list = { channelId: message.channelId, thread: message.id };
  const replies = useMessages(list);
  const ordered = [...(replies.data?.pages.flatMap((page) => page.data.messages) ?? [])].reverse();
  return (
    <div className="mt-2 w-full space-y-3 border-s-2 border-ink-100 ps-3">
      {replies.isPending && <Skeleton className="h-8 w-2/3" />}
      <ul className="space-y-3" aria-label={t('message.repliesTo', { name: message.author.name })}>
        {ordered.map((reply) => (
          <MessageItem key={reply.id} message={reply} {...viewer} />
        ))}
      </ul>
      {viewer.mayPost && <Composer list={list} placeholder={t('composer.replyPlaceholder')} />}
    </div>
  );
}

interface Viewer {
  viewerId: string;
  viewerName: string | null;
  isStaff: boolean;
  mayPost: boolean;
}

function TopLevelMessage({ message, viewer }: { message: Message; viewer: Viewer }) {
  const { t } = useTranslation('community');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <MessageItem
      message={message}
      {...viewer}
      onReply={() => setIsOpen(true)}
      replyToggle={
        message.replyCount > 0 && (
          <button
            type="button"
            aria-expanded={isOpen}
            onClick={() => setIsOpen((open) => !open)}
            className="inline-flex min-h-8 items-center gap-1 rounded-full px-2 text-xs font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('message.replies', { count: message.replyCount })}
            <ChevronDown
              className={cx('size-3.5 transition-transform', isOpen && 'rotate-180')}
              aria-hidden="true"
            />
          </button>
        )
      }
      thread={isOpen && <Thread message={message} viewer={viewer} />}
    />
  );
}

function Conversation({ channel, viewer }: { channel: Channel; viewer: Viewer }) {
  const { t } = useTranslation('community');
  const list = { channelId: channel.id };
  const messages = useMessages(list);
  const end = useRef<HTMLDivElement>(null);
  const typing = useTyping(channel.id);
  const ordered = [...(messages.data?.pages.flatMap((page) => page.data.messages) ?? [])].reverse();
  const newestSeq = ordered.reduce((highest, message) => Math.max(highest, message.seq), 0);
  const newestId = ordered.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [newestId]);

  useEffect(() => {
    if (!channel.joined || newestSeq === 0) return;
    const timer = setTimeout(
      () => void markRead(channel.id, Math.max(newestSeq, channel.lastSeq)).catch(() => undefined),
      500,
    );
    return () => clearTimeout(timer);
  }, [channel.id, channel.joined, channel.lastSeq, newestSeq]);

  if (messages.isPending) {
    return (
      <div className="space-y-4" role="presentation">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className={cx('h-12 rounded-2xl', index % 2 ? 'ms-auto w-1/2' : 'w-2/3')} />
        ))}
      </div>
    );
  }
  if (messages.isError) return <QueryLoadError query={messages} message={t('channel.loadFailed')} />;
  return (
    <div className="space-y-4">
      {messages.hasNextPage ? (
        <div className="text-center">
          <Button
            variant="ghost"
            isLoading={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {t('channel.loadOlder')}
          </Button>
        </div>
      ) : (
        <p className="text-center text-xs text-ink-500">
          {ordered.length ? t('channel.beginning') : t('channel.empty')}
        </p>
      )}
      <ol className="space-y-4" aria-label={t('channel.messages')}>
        {ordered.map((message) => (
          <TopLevelMessage key={message.id} message={message} viewer={viewer} />
        ))}
      </ol>
      <p className="min-h-5 px-1 text-xs text-ink-500" aria-live="polite">
        {typing.length > 0 && t('channel.typing', { names: typing.join(', ') })}
      </p>
      <div ref={end} />
    </div>
  );
}

function BottomBar({ channel, viewer }: { channel: Channel; viewer: Viewer }) {
  const { t } = useTranslation('community');
  const join = useJoinChannel();
  const bar = (content: ReactNode) => (
    <div className="sticky bottom-[calc(4.5rem+env(safe-area-inset-bottom))] mt-4 rounded-card bg-ink-50/95 p-2 backdrop-blur lg:bottom-4">
      {content}
    </div>
  );
  if (channel.archived)
    return bar(<p className="p-2 text-center text-sm text-ink-700">{t('channel.archivedNotice')}</p>);
  if (!channel.joined) {
    return bar(
      <div className="flex items-center justify-between gap-3 p-1">
        <p className="text-sm text-ink-700">{t('channel.joinToPost')}</p>
        <Button isLoading={join.isPending} onClick={() => join.mutate({ params: { channelId: channel.id } })}>
          {t('channels.join')}
        </Button>
      </div>,
    );
  }
  if (!viewer.mayPost)
    return bar(<p className="p-2 text-center text-sm text-ink-700">{t('channel.announcementOnly')}</p>);
  return bar(<Composer list={{ channelId: channel.id }} placeholder={t('composer.placeholder')} />);
}

/** `/app/community/:channelId`: the conversation, live, with the composer at thumb reach. */
export function ChannelScreen() {
  const { isStaff, mayRead } = useCommunityAccess();
  // Nothing is read or streamed for a member the API would refuse: they are invited to upgrade instead.
  return mayRead ? <OpenChannel isStaff={isStaff} /> : <CommunityUpgrade />;
}

function OpenChannel({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('community');
  const { channelId = '' } = useParams();
  const profile = useAuthStore((state) => state.profile);
  const channels = useChannels();
  useLiveCommunity();
  const channel = channels.data?.find((candidate) => candidate.id === channelId);
  if (channels.isPending) return <Skeleton className="mx-auto h-10 max-w-2xl" />;
  if (channels.isError) return <QueryLoadError query={channels} message={t('channels.loadFailed')} />;
  if (!channel) {
    return (
      <Card className="mx-auto max-w-2xl text-center">
        <p className="font-semibold text-ink-950">{t('channel.notFound')}</p>
      </Card>
    );
  }
  const viewer: Viewer = {
    viewerId: profile?.id ?? '',
    viewerName: profile?.username ?? null,
    isStaff,
    mayPost: channel.mode === 'open' || isStaff,
  };
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={<TextInLanguage value={channel.name} />}
        description={<TextInLanguage value={channel.description} />}
        backTo="/app/community"
        actions={<LiveBadge />}
      />
      <Conversation channel={channel} viewer={viewer} />
      <BottomBar channel={channel} viewer={viewer} />
    </div>
  );
}
