import { paths } from '@vitalia/contracts';
import type { Channel, Message } from '@vitalia/contracts';
import { ChevronDown, Radio } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cx } from '../../../components/ui/cx';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextInLanguage } from '../../../components/ui/text-in-language';
import { useAuthStore } from '../../../lib/auth-store';
import { markRead, useChannels, useMessages } from '../api/community-queries';
import { useLiveStatus } from '../../../lib/live-stream';
import { useLiveCommunity, useMembership, useTyping } from '../api/live-stream';
import { ArchivedBadge } from './archived-badge';
import { ChannelActions } from './channel-actions';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { useCommunityAccess } from './community-access';
import { Composer } from './composer';
import type { ChannelArrival } from './introduction-invitation';
import { MessageItem } from './message-item';

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
  viewerName: string | null;
  isStaff: boolean;
  isReadOnly: boolean;
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
  const join = useMembership('join');
  // Sent here by the invitation to say hello: the box is focused and suggests how to begin.
  const isIntroducing = (useLocation().state as ChannelArrival | null)?.isIntroducing === true;
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
  return bar(
    <Composer
      list={{ channelId: channel.id }}
      placeholder={isIntroducing ? t('introduction.placeholder') : t('composer.placeholder')}
      isFocused={isIntroducing}
    />,
  );
}

/** `/app/community/:channelId`: the conversation, live, with the composer at thumb reach. */
export function ChannelScreen() {
  const { isStaff, mayRead } = useCommunityAccess();
  // Nothing is read or streamed for a member the API would refuse: they are invited to upgrade instead.
  return mayRead ? <OpenChannel isStaff={isStaff} /> : <ScreenUpgradeInvitation namespace="community" />;
}

function OpenChannel({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('community');
  const { channelId = '' } = useParams();
  const profile = useAuthStore((state) => state.profile);
  const channels = useChannels(isStaff);
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
    viewerName: profile?.username ?? null,
    isStaff,
    isReadOnly: channel.archived,
    mayPost: !channel.archived && (channel.mode === 'open' || isStaff),
  };
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={<TextInLanguage value={channel.name} />}
        description={<TextInLanguage value={channel.description} />}
        backTo={paths.community()}
        actions={
          // At the inline end even when wrapped under a long name: the menu opens toward the start.
          <div className="ms-auto flex items-center gap-2">
            {channel.archived ? <ArchivedBadge /> : <LiveBadge />}
            <ChannelActions channel={channel} isStaff={isStaff} />
          </div>
        }
      />
      <Conversation channel={channel} viewer={viewer} />
      <BottomBar channel={channel} viewer={viewer} />
    </div>
  );
}
