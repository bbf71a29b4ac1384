import {
  ErrorCode,
  resolveText,
  translationsBeside,
  type Channel,
  type ChannelForStaff,
  type ChannelInput,
  type ChannelUpdate,
  type IntroductionInvitation,
  type Language,
  type TextPerLanguage,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { existingChannel, readerOf, type CommunityMember, type CommunityPorts } from './community-context';
import type { ChannelRow, ChannelSummary } from './community.repository';

function channelView(summary: ChannelSummary, language: Language): Channel {
  const { channel } = summary;
  return {
    id: channel.id,
    name: resolveText(channel.name, language),
    description: resolveText(channel.description, language),
    mode: channel.mode as Channel['mode'],
    archived: channel.archivedAt !== null,
    joined: summary.joined,
    memberCount: summary.memberCount,
    unreadCount: summary.unreadCount,
    unreadMentions: summary.unreadMentions,
    lastMessage: summary.lastMessage && {
      ...summary.lastMessage,
      createdAt: summary.lastMessage.createdAt.toISOString(),
    },
    lastSeq: channel.lastSeq,
  };
}

function staffChannelView(summary: ChannelSummary, language: Language): ChannelForStaff {
  return {
    ...channelView(summary, language),
    nameTexts: summary.channel.name,
    descriptionTexts: summary.channel.description,
  };
}

function textsOf(writtenIn: Language, texts: Partial<Record<Language, string>> = {}): TextPerLanguage {
  return {
    writtenIn,
    texts: { ...translationsBeside(writtenIn, texts), [writtenIn]: texts[writtenIn]?.trim() ?? '' },
  };
}

/** The member's open streams follow at once; a lost signal costs nothing lasting, the web reopens its stream. */
async function announceMembership(
  { bus }: CommunityPorts,
  memberId: string,
  channel: ChannelRow,
  joined: boolean,
) {
  await bus
    .publish({
      kind: 'membership',
      channelId: channel.id,
      memberId,
      joined,
      streamNo: channel.streamNo,
      seq: channel.lastSeq,
    })
    .catch(() => undefined);
}

/** One channel as staff edit it, just written. */
async function staffChannelOf(
  { repository }: CommunityPorts,
  member: CommunityMember,
  channelId: string,
): Promise<ChannelForStaff> {
  const [summary] = await repository.channelSummaries(member.id, { archived: 'all', channelId });
  return staffChannelView(summary!, member.language);
}

/** The channels a member reads and joins, and the staff who set them up. */
export function channelService(ports: CommunityPorts) {
  const { repository, memberOf } = ports;

  return {
    async channels(caller: Caller): Promise<Channel[]> {
      const { member } = await readerOf(ports, caller);
      const summaries = await repository.channelSummaries(member.id, { archived: 'joined' });
      return summaries.map((summary) => channelView(summary, member.language));
    },

    /** Where to say hello, for a member who has posted nothing yet (issue 39); staff are not new members. */
    async introduction(caller: Caller): Promise<IntroductionInvitation> {
      const { member, isStaff } = await readerOf(ports, caller);
      if (isStaff) return null;
      const channelId = await repository.introductionChannelFor(member.id);
      return channelId ? { channelId } : null;
    },

    async staffChannels(caller: Caller): Promise<ChannelForStaff[]> {
      const member = await memberOf(caller);
      const summaries = await repository.channelSummaries(member.id, { archived: 'all' });
      return summaries.map((summary) => staffChannelView(summary, member.language));
    },

    async createChannel(caller: Caller, input: ChannelInput): Promise<ChannelForStaff> {
      const member = await memberOf(caller);
      const name = textsOf(input.writtenIn, input.name);
      if (!name.texts[input.writtenIn]) throw new AppError(ErrorCode.channelNameRequired);
      const row = await repository.createChannel({
        name,
        description: textsOf(input.writtenIn, input.description),
        mode: input.mode,
        createdBy: member.id,
      });
      await repository.join(row.id, member.id);
      return staffChannelOf(ports, member, row.id);
    },

    async updateChannel(caller: Caller, channelId: string, input: ChannelUpdate): Promise<ChannelForStaff> {
      const member = await memberOf(caller);
      const channel = await existingChannel(ports, channelId);
      const writtenIn = input.writtenIn ?? channel.name.writtenIn;
      const name = input.name ? textsOf(writtenIn, input.name) : undefined;
      if (name && !name.texts[writtenIn]) throw new AppError(ErrorCode.channelNameRequired);
      await repository.updateChannel(channelId, {
        ...(name ? { name } : {}),
        ...(input.description ? { description: textsOf(writtenIn, input.description) } : {}),
        ...(input.mode ? { mode: input.mode } : {}),
        ...(input.archived === undefined ? {} : { archivedAt: input.archived ? new Date() : null }),
      });
      return staffChannelOf(ports, member, channelId);
    },

    async join(caller: Caller, channelId: string) {
      const { member } = await readerOf(ports, caller);
      const channel = await existingChannel(ports, channelId);
      if (channel.archivedAt) throw new AppError(ErrorCode.channelArchived);
      await repository.join(channelId, member.id);
      await announceMembership(ports, member.id, channel, true);
    },

    async leave(caller: Caller, channelId: string) {
      const { member } = await readerOf(ports, caller);
      const channel = await existingChannel(ports, channelId);
      await repository.leave(channelId, member.id);
      await announceMembership(ports, member.id, channel, false);
    },
  };
}
