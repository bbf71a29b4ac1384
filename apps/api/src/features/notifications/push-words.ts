import {
  isolate,
  notificationTargetOf,
  resolveText,
  type KindAndFacts,
  type Language,
  type PushMessage,
} from '@vitalia/contracts';
import { emailLocales } from '../../lib/email-layout';
import { fill } from '../../lib/email-words';
import ar from '../../locales/ar/push.json';
import en from '../../locales/en/push.json';
import fr from '../../locales/fr/push.json';

/**
 * The words of each kind's push, one JSON file per language, kept alike by the three-language test of the screens'
 * copy (apps/web/src/locales/locales.test.ts). The compiler checks French and Arabic have English's shape.
 */
type PushCopy = typeof en;
const copies: Record<Language, PushCopy> = { en, fr, ar };

/** A device shows a few lines: longer words from members are cut, and the whole stays far under a push's 4 KB. */
const quoteLength = 120;
const titleLength = 80;
const bodyLength = 240;

function clip(text: string, length: number): string {
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  return characters.length <= length
    ? characters.join('')
    : `${characters.slice(0, length).join('').trimEnd()}…`;
}

/** A member's or staff's words inside the sentence: cut short, and keeping their own direction (an Arabic name in French). */
const quoted = (text: string) => isolate(clip(text, quoteLength));

/** The sentence of a grouped kind: the one named alone, or with how many others did the same, in the language's plural. */
function grouped(
  words: { alone: string; withOthers: Record<Intl.LDMLPluralRule, string> },
  others: number,
  values: Record<string, string>,
  language: Language,
): string {
  if (others === 0) return fill(words.alone, values);
  const form = new Intl.PluralRules(emailLocales[language]).select(others);
  return fill(words.withOthers[form], { ...values, count: others.toLocaleString(emailLocales[language]) });
}

function bodyOf(notification: KindAndFacts, language: Language): string {
  const copy = copies[language];
  const locale = emailLocales[language];
  const staffText = (text: Parameters<typeof resolveText>[0]) => quoted(resolveText(text, language).text);
  const money = (cents: number, currency: string) =>
    isolate(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100));
  const day = (iso: string) =>
    isolate(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso)));

  switch (notification.kind) {
    case 'draw_won':
    case 'code_claimed': {
      const { facts, kind } = notification;
      const won = fill(copy[kind].body, { reward: staffText(facts.rewardName) });
      const expiresOn = kind === 'draw_won' ? facts.expiresOn : null;
      return expiresOn ? `${won} ${fill(copy.draw_won.expires, { date: day(expiresOn) })}` : won;
    }
    case 'renewal_coming': {
      const { date, amountCents, currency } = notification.facts;
      const amount = money(amountCents, currency);
      return date
        ? fill(copy.renewal_coming.body, { date: day(date), amount })
        : fill(copy.renewal_coming.bodyUndated, { amount });
    }
    case 'payment_failed': {
      const { amountCents, currency } = notification.facts;
      return fill(copy.payment_failed.body, { amount: money(amountCents, currency) });
    }
    case 'support_reply': {
      const { reference, subject } = notification.facts;
      return fill(copy.support_reply.body, { reference: isolate(reference), subject: quoted(subject) });
    }
    case 'feed_post':
      return fill(copy.feed_post.body, { title: staffText(notification.facts.title) });
    case 'community_reply': {
      const { actorName, channelName, others } = notification.facts;
      const values = { actor: quoted(actorName), channel: staffText(channelName) };
      return grouped(copy.community_reply, others, values, language);
    }
    case 'community_reaction': {
      const { actorName, excerpt, others } = notification.facts;
      const values = { actor: quoted(actorName), excerpt: quoted(excerpt) };
      return grouped(copy.community_reaction, others, values, language);
    }
    case 'community_mention': {
      const { actorName, channelName, excerpt } = notification.facts;
      return fill(copy.community_mention.body, {
        actor: quoted(actorName),
        channel: staffText(channelName),
        excerpt: quoted(excerpt),
      });
    }
    case 'persona_answered':
      return fill(copy.persona_answered.body, { question: quoted(notification.facts.question) });
    case 'feed_comment_reply': {
      const { actorName, postTitle, others } = notification.facts;
      const values = { actor: quoted(actorName), post: staffText(postTitle) };
      return grouped(copy.feed_comment_reply, others, values, language);
    }
  }
}

/**
 * A notification as a push carries it, in the member's language, plain text (a device shows no markup): the screen
 * the bell's item opens, and a tag that stays the same while a grouped notification is brought up to date, so the
 * device replaces what it shows rather than adding to it.
 */
export function pushMessageOf(
  notificationId: string,
  notification: KindAndFacts,
  language: Language,
): PushMessage {
  return {
    title: clip(copies[language][notification.kind].title, titleLength),
    body: clip(bodyOf(notification, language), bodyLength),
    url: notificationTargetOf(notification),
    tag: `notification-${notificationId}`,
    notificationId,
  };
}
