import {
  languages,
  notificationKinds,
  paths,
  type KindAndFacts,
  billingCardUpdatePath,
} from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { pushMessageOf } from './push-words';

const id = '6f1c2f1e-0000-4000-8000-000000000001';
const staffText = { writtenIn: 'en' as const, texts: { en: 'Calm+ yoga', fr: 'Yoga Calm+' } };
const place = { channelId: id, channelName: staffText, actorName: 'Nadia B.' };

/** One notification of each kind, as the bell stores them. */
const samples: KindAndFacts[] = [
  { kind: 'draw_won', facts: { rewardName: staffText, expiresOn: '2026-12-31' } },
  { kind: 'code_claimed', facts: { rewardName: staffText } },
  { kind: 'renewal_coming', facts: { date: '2026-12-01T10:00:00.000Z', amountCents: 999, currency: 'EUR' } },
  { kind: 'payment_failed', facts: { date: null, amountCents: 999, currency: 'EUR' } },
  { kind: 'support_reply', facts: { requestId: id, reference: 'SR-1042', subject: 'Card refused' } },
  { kind: 'feed_post', facts: { postId: id, title: staffText } },
  { kind: 'community_reply', facts: { ...place, threadId: id, others: 0 } },
  { kind: 'community_reaction', facts: { ...place, messageId: id, excerpt: 'Ran 10 km', others: 4 } },
  { kind: 'community_mention', facts: { ...place, messageId: id, excerpt: 'See you @nadia' } },
  { kind: 'persona_answered', facts: { question: 'Is oat milk fine after a run?' } },
  {
    kind: 'feed_comment_reply',
    facts: { postId: id, commentId: id, postTitle: staffText, actorName: 'Omar', others: 2 },
  },
];

describe('the words of a push', () => {
  it('has a sample of every kind', () => {
    expect(samples.map((sample) => sample.kind)).toEqual([...notificationKinds]);
  });

  it.each(languages)('words every kind in %s, plain text with every marker filled', (language) => {
    for (const sample of samples) {
      const message = pushMessageOf(id, sample, language);
      expect(message.title.trim(), sample.kind).not.toBe('');
      expect(message.body.trim(), sample.kind).not.toBe('');
      expect(`${message.title}${message.body}`, sample.kind).not.toMatch(/\{\{|<\w+>/);
      expect(message).toMatchObject({ tag: `notification-${id}`, notificationId: id });
    }
  });

  it('opens the screen the bell’s item opens', () => {
    const urls = samples.map((sample) => pushMessageOf(id, sample, 'en').url);
    expect(urls).toEqual([
      paths.perks(),
      paths.perks(),
      paths.billing(),
      // A failed renewal opens the card page at once (issue 40).
      billingCardUpdatePath(),
      paths.contact(),
      paths.feedPost(id),
      paths.channel(id),
      paths.channel(id),
      paths.channel(id),
      paths.persona(),
      paths.feedPost(id),
    ]);
  });

  it('says what the reader’s language says: staff text in it, money and dates its way, the count in its plural', () => {
    const reaction = (others: number): KindAndFacts => ({
      kind: 'community_reaction',
      facts: { ...place, messageId: id, excerpt: 'x', others },
    });
    const body = (sample: KindAndFacts, language: 'en' | 'fr' | 'ar') =>
      pushMessageOf(id, sample, language).body.replace(/[\u2068\u2069]/g, '');
    expect(body(samples[0]!, 'fr')).toBe(
      'Votre code Yoga Calm+ vous attend dans Avantages. À utiliser avant le 31 décembre 2026.',
    );
    expect(body(samples[3]!, 'fr')).toBe(
      'Nous n’avons pas pu prélever 9,99 €. Mettez à jour votre carte pour garder Premium.',
    );
    expect(body(reaction(0), 'en')).toBe('Nadia B. reacted to your message “x”');
    expect(body(reaction(1), 'en')).toBe('Nadia B. and 1 other reacted to your message “x”');
    expect(body(reaction(7), 'en')).toBe('Nadia B. and 7 others reacted to your message “x”');
    // Arabic: the dual, the few (3–10) and the many (11–99) each have their own form.
    expect(body(reaction(2), 'ar')).toBe('تفاعل Nadia B. وعضوان آخران مع رسالتك «x»');
    expect(body(reaction(3), 'ar')).toMatch(/^تفاعل Nadia B\. و3 أعضاء آخرين مع رسالتك/);
    expect(body(reaction(11), 'ar')).toMatch(/^تفاعل Nadia B\. و11 عضوًا آخر مع رسالتك/);
  });

  it('keeps a long question short, and the whole message far under a push’s 4 KB', () => {
    const question = `${'Is it fine to eat “this” \\ or <that> after a long run? '.repeat(60)}`;
    const message = pushMessageOf(id, { kind: 'persona_answered', facts: { question } }, 'ar');
    expect([...message.body].length).toBeLessThanOrEqual(241);
    expect(message.body).toContain('…');
    expect(Buffer.byteLength(JSON.stringify(message))).toBeLessThan(3 * 1024);
  });
});
