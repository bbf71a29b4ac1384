import type { Notification } from '@vitalia/contracts';

/** Where a notification leads: the screen where the member acts on it. */
export function targetOf(notification: Notification): string {
  switch (notification.kind) {
    case 'draw_won':
    case 'code_claimed':
      return '/app/perks';
    case 'renewal_coming':
    case 'payment_failed':
      return '/app/billing';
    case 'support_reply':
      return '/app/contact';
    case 'feed_post':
      return `/app/feed/${encodeURIComponent(notification.facts.postId)}`;
  }
}
