import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { readerOf, readingRightOf, type CommunityPorts } from './community-context';
import type { ChannelRow } from './community.repository';

const ticketLifetimeSeconds = 60;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** Who may open a live stream, and on what: the ticket that stands for the member, used once. */
export function streamAccessService(ports: CommunityPorts) {
  const { repository } = ports;

  return {
    /** A single-use ticket for the live stream: EventSource cannot send a token, and a token never goes in a URL. */
    async issueTicket(caller: Caller): Promise<{ ticket: string; expiresAt: string }> {
      const { member } = await readerOf(ports, caller);
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + ticketLifetimeSeconds * 1000);
      await repository.storeTicket(hashTicket(ticket), member.id, expiresAt);
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /**
     * Uses a ticket: who the stream is for, the channels it carries and until when its right holds (7609 for a bad,
     * used or late ticket). The right is the holder's now, not when the ticket was given: 4003 once it is lost.
     */
    async openStream(
      ticket: string,
    ): Promise<{ memberId: string; isStaff: boolean; endsAt: Date | null; channels: ChannelRow[] }> {
      const memberId = await repository.takeTicket(hashTicket(ticket));
      if (!memberId) throw new AppError(ErrorCode.streamTicketInvalid);
      const right = await readingRightOf(ports, memberId);
      if (!right.mayRead) throw new AppError(ErrorCode.accessDenied);
      return {
        memberId,
        isStaff: right.isStaff,
        endsAt: right.endsAt,
        channels: await repository.joinedChannels(memberId),
      };
    },
  };
}
