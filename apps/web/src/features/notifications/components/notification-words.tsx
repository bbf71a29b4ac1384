import { isolate, resolveText, type Language, type Notification } from '@vitalia/contracts';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { TaggedText } from '../../../components/ui/tagged-text';
import { TextInLanguage } from '../../../components/ui/text-in-language';
import { formatLongDate, formatLongDateOf, formatMoney } from '../../../lib/format';
import { commentReplySentence, communitySentence } from './community-notification-words';

export interface NotificationWords {
  title: string;
  sentence: ReactNode;
}

/**
 * A notification in the reader's language, from its facts. Staff text (reward names, post titles) is tagged with the
 * language it resolved to; a member's subject and a reference keep their own direction inside an Arabic sentence.
 */
export function wordsOf(
  notification: Notification,
  t: TFunction<'notifications'>,
  language: Language,
): NotificationWords {
  const title = t(`kinds.${notification.kind}.title`);
  const money = (amountCents: number, currency: string) =>
    isolate(formatMoney(amountCents, currency, language));

  switch (notification.kind) {
    case 'draw_won':
    case 'code_claimed': {
      const reward = resolveText(notification.facts.rewardName, language);
      const expiresOn = notification.kind === 'draw_won' ? notification.facts.expiresOn : null;
      return {
        title,
        sentence: (
          <>
            <TaggedText
              text={t(`kinds.${notification.kind}.body`, { reward: reward.text })}
              tags={{ reward: () => <TextInLanguage value={reward} /> }}
            />
            {expiresOn &&
              ` ${t('kinds.draw_won.expires', { date: isolate(formatLongDate(expiresOn, language)) })}`}
          </>
        ),
      };
    }
    case 'renewal_coming': {
      const { date, amountCents, currency } = notification.facts;
      const amount = money(amountCents, currency);
      return {
        title,
        sentence: date
          ? t('kinds.renewal_coming.body', { date: isolate(formatLongDateOf(date, language)), amount })
          : t('kinds.renewal_coming.bodyUndated', { amount }),
      };
    }
    case 'payment_failed': {
      const { amountCents, currency } = notification.facts;
      return { title, sentence: t('kinds.payment_failed.body', { amount: money(amountCents, currency) }) };
    }
    case 'support_reply': {
      const { reference, subject } = notification.facts;
      return {
        title,
        sentence: (
          <TaggedText
            text={t('kinds.support_reply.body', { reference, subject })}
            tags={{
              reference: () => <bdi dir="ltr">{reference}</bdi>,
              subject: () => <bdi>{subject}</bdi>,
            }}
          />
        ),
      };
    }
    case 'feed_post':
      return {
        title,
        sentence: <TextInLanguage value={resolveText(notification.facts.title, language)} />,
      };
    case 'community_reply':
    case 'community_reaction':
    case 'community_mention':
      return { title, sentence: communitySentence(notification, t, language) };
    case 'feed_comment_reply':
      return { title, sentence: commentReplySentence(notification, t, language) };
    case 'persona_answered': {
      const { question } = notification.facts;
      return {
        title,
        sentence: (
          <TaggedText
            text={t('kinds.persona_answered.body', { question: '' })}
            tags={{ question: () => <bdi>{question}</bdi> }}
          />
        ),
      };
    }
  }
}
