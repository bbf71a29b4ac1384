import { paths } from '@vitalia/contracts';
import type { Notification } from '@vitalia/contracts';

/** Where a notification leads: the screen where the member acts on it. */
export function targetOf(notification: Notification): string {
  switch (notification.kind) {
    case 'draw_won':
    case 'code_claimed':
      return paths.perks();
    case 'renewal_coming':
    case 'payment_failed':
      return paths.billing();
    case 'support_reply':
      return paths.contact();
    case 'feed_post':
    case 'feed_comment_reply':
      return paths.feedPost(notification.facts.postId);
    case 'community_reply':
    case 'community_reaction':
    case 'community_mention':
      return paths.channel(notification.facts.channelId);
    case 'persona_answered':
      return paths.persona();
  }
}
