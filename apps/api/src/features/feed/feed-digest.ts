import { feedEndpoints, isolate, resolveText, type Language, paths } from '@vitalia/contracts';
import { apiPathOf } from '../../lib/endpoints';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { emailCopyIn, fill, greetingIn } from '../../lib/email-words';
import { composeEmail } from '../../lib/email-layout';
import type { Mailer } from '../../lib/mailer';
import type { FeedRepository } from './feed.repository';

const dayMs = 24 * 60 * 60 * 1000;
const postsPerDigest = 5;
const membersPerRun = 500;

interface DigestContact {
  email: string;
  firstname: string | null;
  language: Language;
}

/**
 * The daily digest for members who opted in (at most one a day, only when something new was published, only while
 * they have Premium). The job claims each digest in a transaction that writes its mail event (decision 024), so a
 * crash never sends one twice nor loses one; the event's delivery writes the mail in the member's language.
 */
export function feedDigest({
  repository,
  events,
  mailer,
  contactOf,
  hasPremium,
  publicUrl,
}: {
  repository: FeedRepository;
  events: EventBus;
  mailer: Mailer;
  contactOf(userId: string): Promise<DigestContact | null>;
  hasPremium(userId: string): Promise<boolean>;
  publicUrl: URL;
}) {
  events.on('feed.digest', 'digest-mail', async ({ userId, token, posts }, { deliveryKey }) => {
    const contact = await contactOf(userId);
    if (!contact) return;
    const words = emailCopyIn(contact.language).feedDigest;
    // Arabic sets a Latin name apart from the right-to-left sentence around it.
    const name =
      contact.firstname && contact.language === 'ar' ? isolate(contact.firstname) : contact.firstname;
    const unsubscribePage = new URL(paths.digestUnsubscribe(), publicUrl);
    unsubscribePage.searchParams.set('token', token);
    // The page opens in the email's language, whatever the browser it is opened in says.
    unsubscribePage.searchParams.set('lang', contact.language);
    const oneClick = new URL(apiPathOf(feedEndpoints.unsubscribeDigest), publicUrl);
    oneClick.searchParams.set('token', token);
    await mailer.send({
      ...composeEmail({
        to: contact.email,
        language: contact.language,
        subject: posts.length === 1 ? words.subject.one : fill(words.subject.many, { count: posts.length }),
        lines: [
          fill(words.intro, { greeting: greetingIn(contact.language, name) }),
          ...posts.map((post) => `• ${isolate(resolveText(post.title, contact.language).text)}`),
        ],
        action: { label: words.action, url: new URL(paths.feed(), publicUrl).href },
        unsubscribe: { label: words.unsubscribe, pageUrl: unsubscribePage.href, oneClickUrl: oneClick.href },
      }),
      idempotencyKey: deliveryKey,
    });
  });

  return {
    /** The scheduled job: every digest due now. Safe to run twice, or on two servers at once. */
    async sendDue(now = new Date()) {
      const dayAgo = new Date(now.getTime() - dayMs);
      let sent = 0;
      for (const userId of await repository.digestsDue(dayAgo, membersPerRun)) {
        if (!(await hasPremium(userId))) continue;
        const claimed = await repository.inTransaction(async (tx) => {
          const digest = await tx.claimDigest(userId, dayAgo, postsPerDigest);
          if (digest) await tx.publish('feed.digest', { userId, ...digest });
          return digest !== null;
        });
        if (claimed) sent += 1;
      }
      return { sent };
    },
  };
}

export type FeedDigest = ReturnType<typeof feedDigest>;
