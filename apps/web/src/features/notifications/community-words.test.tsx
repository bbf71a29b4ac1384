import { render } from '@testing-library/react';
import { notificationTargetOf, paths, type Language, type Notification } from '@vitalia/contracts';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import arabicCopy from '../../locales/ar/notifications.json';
import { wordsOf } from './components/notification-words';
import { initNotificationsCopy, withoutIsolates } from './test-support';

const channelId = '3c0a9e51-0000-4000-8000-000000000007';
const place = {
  channelId,
  channelName: { writtenIn: 'en' as const, texts: { en: 'Morning runs', ar: 'جري الصباح' } },
  actorName: 'nadia_runs',
};
const base = {
  id: '8a6f2c1e-0000-4000-8000-000000000099',
  createdAt: new Date().toISOString(),
  readAt: null,
};

const reply = (others: number): Notification => ({
  ...base,
  kind: 'community_reply',
  facts: { ...place, threadId: 'm1', others },
});
const reactions = (others: number): Notification => ({
  ...base,
  kind: 'community_reaction',
  facts: { ...place, messageId: 'm1', excerpt: 'First 10 km <b>done</b>!', others },
});
const mention: Notification = {
  ...base,
  kind: 'community_mention',
  facts: { ...place, messageId: 'm2', excerpt: '@omar 7am at the gate?' },
};
const commentReplies = (others: number): Notification => ({
  ...base,
  kind: 'feed_comment_reply',
  facts: {
    postId: '6f1c2f1e-0000-4000-8000-000000000001',
    commentId: 'c1',
    postTitle: { writtenIn: 'en', texts: { en: 'Mobility in 10 minutes', ar: 'المرونة في 10 دقائق' } },
    actorName: 'omar_lifts',
    others,
  },
});
const answered: Notification = {
  ...base,
  kind: 'persona_answered',
  facts: { question: 'How do I prepare for a half marathon?' },
};

/** The title and the sentence as the bell shows them, isolates aside. */
function shown(notification: Notification, language: Language) {
  const { title, sentence } = wordsOf(notification, i18next.getFixedT(language, 'notifications'), language);
  const { container, unmount } = render(<p>{sentence}</p>);
  const text = withoutIsolates(container.textContent);
  unmount();
  return { title, text };
}

beforeAll(async () => {
  await initNotificationsCopy();
  i18next.addResourceBundle('ar', 'notifications', arabicCopy);
});

describe('community and persona notifications in words (issue 39)', () => {
  it('names who did it, counts the others, and quotes the member’s words as text, in English', () => {
    expect(shown(reply(0), 'en')).toEqual({
      title: 'Replies to your message',
      text: 'nadia_runs replied to your message in Morning runs.',
    });
    expect(shown(reply(1), 'en').text).toBe(
      'nadia_runs and 1 other replied to your message in Morning runs.',
    );
    expect(shown(reactions(2), 'en')).toEqual({
      title: 'Reactions to your message',
      text: 'nadia_runs and 2 others reacted to your message “First 10 km <b>done</b>!”',
    });
    expect(shown(mention, 'en')).toEqual({
      title: 'You were mentioned',
      text: 'nadia_runs mentioned you in Morning runs: “@omar 7am at the gate?”',
    });
    expect(shown(commentReplies(3), 'en')).toEqual({
      title: 'Replies to your comment',
      text: 'omar_lifts and 3 others replied to your comment on Mobility in 10 minutes.',
    });
    expect(shown(answered, 'en')).toEqual({
      title: 'Karim answered your question',
      text: '“How do I prepare for a half marathon?” — his answer is waiting for you.',
    });
  });

  it('says it in Arabic with Arabic plurals and the channel’s Arabic name', () => {
    expect(shown(reply(0), 'ar')).toEqual({
      title: 'ردود على رسالتك',
      text: 'ردّ nadia_runs على رسالتك في جري الصباح.',
    });
    expect(shown(reply(2), 'ar').text).toBe('ردّ nadia_runs وعضوان آخران على رسالتك في جري الصباح.');
    expect(shown(reactions(1), 'ar').text).toBe(
      'تفاعل nadia_runs وعضو آخر مع رسالتك «First 10 km <b>done</b>!»',
    );
    expect(shown(reactions(5), 'ar').text).toBe(
      'تفاعل nadia_runs و5 أعضاء آخرين مع رسالتك «First 10 km <b>done</b>!»',
    );
    expect(shown(mention, 'ar')).toEqual({
      title: 'إشارة جديدة إليك',
      text: 'أشار إليك nadia_runs في جري الصباح: «@omar 7am at the gate?»',
    });
    expect(shown(commentReplies(0), 'ar')).toEqual({
      title: 'ردود على تعليقك',
      text: 'ردّ omar_lifts على تعليقك في منشور المرونة في 10 دقائق.',
    });
    expect(shown(commentReplies(11), 'ar').text).toBe(
      'ردّ omar_lifts و11 عضوًا آخر على تعليقك في منشور المرونة في 10 دقائق.',
    );
    expect(shown(answered, 'ar')).toEqual({
      title: 'أجاب كريم عن سؤالك',
      text: '«How do I prepare for a half marathon?»: جوابه بانتظارك.',
    });
  });

  it('leads to the channel, the post, or Karim’s AI', () => {
    for (const notification of [reply(0), reactions(3), mention])
      expect(notificationTargetOf(notification)).toBe(paths.channel(channelId));
    expect(notificationTargetOf(answered)).toBe(paths.persona());
    expect(notificationTargetOf(commentReplies(0))).toBe(
      paths.feedPost('6f1c2f1e-0000-4000-8000-000000000001'),
    );
  });
});
