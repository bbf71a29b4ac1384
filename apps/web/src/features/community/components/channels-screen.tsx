import { paths } from '@vitalia/contracts';
import type { Channel } from '@vitalia/contracts';
import {
  ChevronRight,
  Gamepad2,
  Hash,
  Megaphone,
  MessagesSquare,
  Plus,
  ShieldCheck,
  Trophy,
  Users,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { QueryLoadError } from '../../../components/ui/load-error';
import { ScreenHeader } from '../../../components/ui/screen-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { TextInLanguage } from '../../../components/ui/text-in-language';
import { formatRelativeTime } from '../../../lib/format';
import { currentLanguage } from '../../../lib/i18n';
import { useChannels } from '../api/community-queries';
import { useLiveCommunity, useMembership } from '../api/live-stream';
import { ArchivedBadge } from './archived-badge';
import { ChannelFormDialog } from './channel-form-dialog';
import { ScreenUpgradeInvitation } from '../../../components/ui/upgrade-invitation';
import { useCommunityAccess } from './community-access';
import { EmptyState } from '../../../components/ui/empty-state';
import { IntroductionInvitation } from './introduction-invitation';

function ChannelsSkeleton() {
  return (
    <ul className="space-y-3" role="presentation">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100">
          <Skeleton className="size-11 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-3.5 w-3/4" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function ChannelRow({ channel }: { channel: Channel }) {
  const { t } = useTranslation('community');
  const join = useMembership('join');
  const Icon = channel.mode === 'announcement' ? Megaphone : Hash;
  const language = currentLanguage();
  return (
    <li className="relative flex items-start gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 focus-within:ring-2 focus-within:ring-brand-500">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <h2 className="min-w-0 truncate font-semibold text-ink-950">
            <Link to={paths.channel(channel.id)} className="after:absolute after:inset-0 focus:outline-none">
              <TextInLanguage value={channel.name} />
            </Link>
          </h2>
          {channel.archived && <ArchivedBadge />}
          {channel.unreadCount > 0 && (
            <span
              className="ms-auto shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white"
              aria-label={t('channels.unread', { count: channel.unreadCount })}
            >
              {channel.unreadMentions > 0 ? '@ ' : ''}
              {channel.unreadCount}
            </span>
          )}
        </div>
        {channel.lastMessage ? (
          <p className="mt-0.5 truncate text-sm text-ink-500">
            <bdi className="font-medium text-ink-700">{channel.lastMessage.authorName}</bdi>
            {': '}
            <bdi dir="auto">{channel.lastMessage.body}</bdi>
            <span aria-hidden="true"> · </span>
            <time dateTime={channel.lastMessage.createdAt}>
              {formatRelativeTime(channel.lastMessage.createdAt, language)}
            </time>
          </p>
        ) : (
          <p className="mt-0.5 truncate text-sm text-ink-500">
            <TextInLanguage value={channel.description} />
          </p>
        )}
        <p className="mt-1 flex items-center gap-1 text-xs text-ink-500">
          <Users className="size-3.5" aria-hidden="true" />
          {t('channels.members', { count: channel.memberCount })}
          {channel.mode === 'announcement' && <span>· {t('channels.announcement')}</span>}
        </p>
      </div>
      {!channel.joined && !channel.archived && (
        // Above the row's link, so joining does not open the channel.
        <Button
          variant="secondary"
          className="relative z-10 shrink-0"
          isLoading={join.isPending}
          aria-label={t('channels.joinNamed', { name: channel.name.text })}
          onClick={() => join.mutate({ params: { channelId: channel.id } })}
        >
          {t('channels.join')}
        </Button>
      )}
    </li>
  );
}

function ChannelList({ isStaff }: { isStaff: boolean }) {
  const { t } = useTranslation('community');
  const channels = useChannels(isStaff);
  useLiveCommunity();
  if (channels.isPending) {
    return (
      <>
        <span className="sr-only" role="status">
          {t('common:loading')}
        </span>
        <ChannelsSkeleton />
      </>
    );
  }
  if (channels.isError) return <QueryLoadError query={channels} message={t('channels.loadFailed')} />;
  if (channels.data.length === 0) {
    return <EmptyState icon={MessagesSquare} title={t('channels.empty')} hint={t('channels.emptyHint')} />;
  }
  return (
    <ul className="space-y-3">
      {channels.data.map((channel) => (
        <ChannelRow key={channel.id} channel={channel} />
      ))}
    </ul>
  );
}

/** `/app/community`: the channels, each with its last message and what the member has not read. */
export function ChannelsScreen() {
  const { t } = useTranslation('community');
  const { isStaff, mayRead, canManageGames } = useCommunityAccess();
  const [isCreating, setIsCreating] = useState(false);
  if (!mayRead) return <ScreenUpgradeInvitation namespace="community" />;
  return (
    <div className="mx-auto max-w-2xl">
      <ScreenHeader
        title={t('title')}
        description={t('description')}
        actions={
          isStaff && (
            <div className="flex flex-wrap gap-2">
              <Link to={paths.communityModeration()} className={buttonClasses({ variant: 'secondary' })}>
                <ShieldCheck className="size-4" aria-hidden="true" />
                {t('moderation.link')}
              </Link>
              {canManageGames && (
                <Link to={paths.gamesManage()} className={buttonClasses({ variant: 'secondary' })}>
                  <Trophy className="size-4" aria-hidden="true" />
                  {t('gamesLink')}
                </Link>
              )}
              <Button onClick={() => setIsCreating(true)}>
                <Plus className="size-4" aria-hidden="true" />
                {t('create.action')}
              </Button>
            </div>
          )
        }
      />
      {!isStaff && <IntroductionInvitation />}
      <Link
        to={paths.games()}
        className="mb-4 flex items-center gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-ink-100 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-600">
          <Gamepad2 className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-ink-950">{t('games.title')}</span>
          <span className="block text-sm text-ink-500">{t('games.hint')}</span>
        </span>
        <ChevronRight className="size-5 shrink-0 text-ink-500 rtl:-scale-x-100" aria-hidden="true" />
      </Link>
      <ChannelList isStaff={isStaff} />
      {isStaff && <ChannelFormDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />}
    </div>
  );
}
