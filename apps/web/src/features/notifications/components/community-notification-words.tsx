import { resolveText, type Language, type Notification } from '@vitalia/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { TaggedText } from '../../../components/ui/tagged-text';
import { TextInLanguage } from '../../../components/ui/text-in-language';

type CommunityNotification = Extract<
  Notification,
  { kind: 'community_reply' | 'community_reaction' | 'community_mention' }
>;

const actorTag = (name: string) => () => <bdi className="font-semibold">{name}</bdi>;

/** The sentence of a grouped kind: the one named alone, or with how many others did the same. */
const groupedText = (
  t: TFunction<'notifications'>,
  kind: 'community_reply' | 'community_reaction' | 'feed_comment_reply',
  others: number,
  slots: Record<string, string>,
) =>
  others === 0 ? t(`kinds.${kind}.alone`, slots) : t(`kinds.${kind}.withOthers`, { ...slots, count: others });

/**
 * A reply, reactions or a mention in the community, in the reader's language. The member's name and words keep their
 * own direction inside the sentence (isolated), the channel's name is tagged with the language it resolved to; the
 * sentence is translated with empty slots, each filled from the facts, so a member's words are never read as markup.
 */
export function communitySentence(
  notification: CommunityNotification,
  t: TFunction<'notifications'>,
  language: Language,
): ReactNode {
  const { facts, kind } = notification;
  const slots = { actor: '', channel: '', excerpt: '' };
  const others = 'others' in facts ? facts.others : 0;
  const text =
    kind === 'community_mention'
      ? t('kinds.community_mention.body', slots)
      : groupedText(t, kind, others, slots);
  return (
    <TaggedText
      text={text}
      tags={{
        actor: actorTag(facts.actorName),
        channel: () => <TextInLanguage value={resolveText(facts.channelName, language)} />,
        excerpt: () => <bdi>{'excerpt' in facts ? facts.excerpt : ''}</bdi>,
      }}
    />
  );
}

/** Replies to the member's comment on a post, the post's title tagged with the language it resolved to. */
export function commentReplySentence(
  { facts }: Extract<Notification, { kind: 'feed_comment_reply' }>,
  t: TFunction<'notifications'>,
  language: Language,
): ReactNode {
  return (
    <TaggedText
      text={groupedText(t, 'feed_comment_reply', facts.others, { actor: '', post: '' })}
      tags={{
        actor: actorTag(facts.actorName),
        post: () => <TextInLanguage value={resolveText(facts.postTitle, language)} />,
      }}
    />
  );
}
