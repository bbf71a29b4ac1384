import type { NotificationKind } from '@vitalia/contracts';
import {
  AtSign,
  BotMessageSquare,
  CalendarClock,
  CreditCard,
  Heart,
  LifeBuoy,
  MessageSquareText,
  MessagesSquare,
  Newspaper,
  TicketPercent,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { cx } from '../../../components/ui/cx';

const looks: Record<NotificationKind, { Icon: LucideIcon; tile: string }> = {
  draw_won: { Icon: Trophy, tile: 'bg-accent-100 text-accent-600' },
  code_claimed: { Icon: TicketPercent, tile: 'bg-brand-50 text-brand-700' },
  renewal_coming: { Icon: CalendarClock, tile: 'bg-brand-50 text-brand-700' },
  // The one that asks the member to act before they lose something.
  payment_failed: { Icon: CreditCard, tile: 'bg-danger-50 text-danger-600' },
  support_reply: { Icon: LifeBuoy, tile: 'bg-brand-50 text-brand-700' },
  feed_post: { Icon: Newspaper, tile: 'bg-ink-100 text-ink-700' },
  community_reply: { Icon: MessagesSquare, tile: 'bg-brand-50 text-brand-700' },
  community_reaction: { Icon: Heart, tile: 'bg-accent-100 text-accent-600' },
  community_mention: { Icon: AtSign, tile: 'bg-brand-50 text-brand-700' },
  // The persona's own icon, as in the navigation.
  persona_answered: { Icon: BotMessageSquare, tile: 'bg-ink-100 text-ink-700' },
  feed_comment_reply: { Icon: MessageSquareText, tile: 'bg-ink-100 text-ink-700' },
};

/** A kind at a glance: its icon on a tile of its tone. None of these icons points, so none is mirrored. */
export function NotificationKindIcon({ kind }: { kind: NotificationKind }) {
  const { Icon, tile } = looks[kind];
  return (
    <span className={cx('grid size-10 shrink-0 place-items-center rounded-xl', tile)}>
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
