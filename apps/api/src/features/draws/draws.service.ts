import {
  ErrorCode,
  resolveText,
  rewardTextOf,
  type AdminDraw,
  type DrawAudit,
  type DrawCreate,
  type DrawEntryCount,
  type DrawMethod,
  type DrawProof,
  type DrawStatus,
  type Language,
  type MemberDraw,
  type Role,
  type TextPerLanguage,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { drawEntriesFor, freeEntries, maxEarnedEntries, pointsPerEntry } from '../../lib/draw-entries';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { EventBus } from '../../lib/domain-events/domain-events';
import type { Mailer } from '../../lib/mailer';
import type { Notify } from '../../lib/notify';
import { winnerEmail } from './draw-emails';
import { commitmentOf, drawOutcomeOf, newSeed, newTicket } from './draw-proof';
import { ticketsFor } from './draw-tickets';
import type { DrawRow, DrawWithPrize, DrawsRepository, TakenCode, WinnerRow } from './draws.repository';

/** Who a caller is, as the users feature answers it (wired in services.ts). */
export interface DrawMembersPort {
  memberOf(caller: Caller): Promise<{ id: string; role: Role; language: Language }>;
  contactOf(userId: string): Promise<{ email: string; language: Language; firstname: string | null } | null>;
}

export interface DrawsServiceDependencies {
  repository: DrawsRepository;
  members: DrawMembersPort;
  /**
   * The subscriptions feature's answer (services.ts): the members who paid for Premium time in a month, or, with
   * `userId`, that member if they did.
   */
  premiumMembersIn: (month: string, userId?: string) => Promise<string[]>;
  /**
   * The games feature's ledger (services.ts): each member's points in a month, only `userIds` when given; members
   * without points are absent. What a weighted draw's entries are made of (issue 17).
   */
  monthPointsOf: (month: string, userIds?: readonly string[]) => Promise<Map<string, number>>;
  mailer: Mailer;
  /** The bell: a win is told there too, and its email can be turned off. */
  notify: Notify;
  events: Pick<EventBus, 'on'>;
  /** Where a winner finds their code in the app. */
  rewardsUrl: string;
  now?: () => Date;
}

/** How many draws a member sees: a year of months. */
const memberDrawLimit = 12;

/** D7: staff and the ambassador run the draws and never take part in them. */
const isStaff = (role: Role) => role !== 'user';

const monthStartOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1, 1));
};

/** How new draws pick their winners: each ticket's chance proportional to its entries (issue 17). */
const newDrawMethod: DrawMethod = 'weighted';

/** A ticket's entries as a member reads them: the free one, and those their month's points earned. */
const entryCountOf = (total: number): DrawEntryCount => ({
  free: freeEntries,
  earned: total - freeEntries,
  total,
  pointsPerEntry,
  maxEarned: maxEarnedEntries,
});

/** The seed stays secret until the draw: only its commitment is shown while the draw is open. */
function proofOf(draw: DrawRow): DrawProof {
  const isDrawn = draw.status === 'drawn';
  return {
    commitment: draw.commitment,
    seed: isDrawn ? draw.seed : null,
    entrantListHash: isDrawn ? draw.entrantListHash : null,
    entrantCount: isDrawn ? draw.entrantCount : null,
  };
}

const nameOf = (winner: WinnerRow) =>
  [winner.firstname, winner.lastname].filter(Boolean).join(' ') || winner.username || winner.email || '';

/** The prize's name in every language it has: staff read it in theirs, members and winners in theirs (D9). */
const prizeNameOf = (row: DrawWithPrize): TextPerLanguage =>
  rewardTextOf(
    {
      name: row.prizeRewardName,
      description: '',
      writtenIn: row.prizeWrittenIn as Language,
      translations: row.prizeTranslations,
    },
    'name',
  );

function adminDrawOf(row: DrawWithPrize, winners: WinnerRow[]): AdminDraw {
  const { draw } = row;
  return {
    ...proofOf(draw),
    id: draw.id,
    month: draw.month,
    prizeRewardId: draw.prizeRewardId,
    prizeRewardName: prizeNameOf(row),
    winnerCount: draw.winnerCount,
    status: draw.status as DrawStatus,
    freeEntryCount: row.freeEntryCount,
    createdAt: draw.createdAt.toISOString(),
    drawnAt: draw.drawnAt?.toISOString() ?? null,
    winners: winners
      .filter((winner) => winner.drawId === draw.id)
      .map((winner) => ({
        rank: winner.rank,
        ticket: winner.ticket,
        name: nameOf(winner),
        email: winner.email,
        code: winner.code,
      })),
  };
}

interface DrawnWinner {
  rank: number;
  ticket: string;
  userId: string;
  code: TakenCode;
}

export function drawsService({
  repository,
  members,
  premiumMembersIn,
  monthPointsOf,
  mailer,
  notify,
  events,
  rewardsUrl,
  now = () => new Date(),
}: DrawsServiceDependencies) {
  async function requireDraw(drawId: string): Promise<DrawWithPrize> {
    const row = isUuid(drawId) ? await repository.findDraw(drawId) : undefined;
    if (!row) throw new AppError(ErrorCode.notFound);
    return row;
  }

  async function adminDraw(drawId: string): Promise<AdminDraw> {
    return adminDrawOf(await requireDraw(drawId), await repository.winnersOf([drawId]));
  }

  /** The draws as one member sees them: how they take part, their ticket, whether they won. */
  async function memberDraws(
    member: { id: string; role: Role; language: Language },
    rows: DrawWithPrize[],
  ): Promise<MemberDraw[]> {
    const ids = rows.map((row) => row.draw.id);
    const isStaffMember = isStaff(member.role);
    const [freeEntered, entered, won, premiumByDraw, pointsByDraw] = await Promise.all([
      repository.freeEntriesOf(member.id, ids),
      repository.enteredDrawsOf(member.id, ids),
      repository.wonDrawsOf(member.id, ids),
      Promise.all(
        rows.map(async (row) =>
          isStaffMember ? false : (await premiumMembersIn(row.draw.month, member.id)).length > 0,
        ),
      ),
      // An open weighted draw's entries are this month's points so far; a drawn one's are stored with its ticket.
      Promise.all(
        rows.map(async ({ draw }) =>
          isStaffMember || draw.status !== 'open' || draw.method !== 'weighted'
            ? 0
            : ((await monthPointsOf(draw.month, [member.id])).get(member.id) ?? 0),
        ),
      ),
    ]);
    const entryKinds = rows.map(({ draw }, index): MemberDraw['entryKind'] =>
      isStaffMember ? 'staff' : premiumByDraw[index] ? 'premium' : freeEntered.has(draw.id) ? 'free' : 'none',
    );
    // An open draw's ticket is made the first time its holder looks, so they see it before the seed is revealed
    // (decision 017); a drawn draw's is the one stored on its entrant list.
    const needingTickets = rows
      .filter(({ draw }, index) => draw.status === 'open' && ['premium', 'free'].includes(entryKinds[index]!))
      .map(({ draw }) => draw.id);
    const openTickets = await ticketsFor(
      needingTickets,
      () => repository.ticketsOfMember(member.id, needingTickets),
      (drawIds) =>
        repository.addTickets(drawIds.map((drawId) => ({ drawId, userId: member.id, ticket: newTicket() }))),
    );
    return rows.map((row, index) => {
      const { draw } = row;
      const entryKind = entryKinds[index]!;
      const myTicket =
        draw.status === 'drawn' ? (entered.get(draw.id)?.ticket ?? null) : (openTickets.get(draw.id) ?? null);
      const hasTicket = myTicket !== null;
      // A draw from before issue 17 (`lowest-hash`) gives every ticket one entry, points or not.
      const myEntries = !hasTicket
        ? null
        : entryCountOf(
            draw.status === 'drawn'
              ? (entered.get(draw.id)?.weight ?? freeEntries)
              : draw.method === 'weighted'
                ? drawEntriesFor(pointsByDraw[index]!).total
                : freeEntries,
          );
      return {
        ...proofOf(draw),
        id: draw.id,
        month: draw.month,
        prizeRewardName: resolveText(prizeNameOf(row), member.language),
        prizePartner: row.prizePartner,
        winnerCount: draw.winnerCount,
        status: draw.status as DrawStatus,
        method: draw.method as DrawMethod,
        entryKind,
        myTicket,
        myEntries,
        hasWon: won.has(draw.id),
      };
    });
  }

  /** Delivered after the draw commits; a failure is retried by the outbox, never turned into the draw's failure. */
  events.on('draw.won', 'winner-email', async ({ drawId, userId, code, expiresOn }, { deliveryKey }) => {
    const [prize, contact] = await Promise.all([repository.findDraw(drawId), members.contactOf(userId)]);
    if (!prize || !contact) return;
    const facts = { rewardName: prizeNameOf(prize), expiresOn };
    const { email } = await notify({ userId, kind: 'draw_won', facts, key: deliveryKey });
    if (!email) return;
    await mailer.send({
      ...winnerEmail({
        to: contact.email,
        language: contact.language,
        firstname: contact.firstname,
        month: prize.draw.month,
        rewardName: resolveText(prizeNameOf(prize), contact.language).text,
        partner: prize.prizePartner,
        code,
        expiresOn,
        rewardsUrl,
      }),
      idempotencyKey: deliveryKey,
    });
  });

  return {
    async list(): Promise<AdminDraw[]> {
      const rows = await repository.listDraws();
      const winners = await repository.winnersOf(
        rows.filter((row) => row.draw.status === 'drawn').map((row) => row.draw.id),
      );
      return rows.map((row) => adminDrawOf(row, winners));
    },

    /** Opens a month's draw with a fresh secret seed, publishing only its commitment. */
    async create(caller: Caller, input: DrawCreate): Promise<AdminDraw> {
      const member = await members.memberOf(caller);
      const reward = isUuid(input.prizeRewardId)
        ? await repository.rewardById(input.prizeRewardId)
        : undefined;
      if (!reward) throw new AppError(ErrorCode.notFound);
      const seed = newSeed();
      const created = await repository.inTransaction(async (tx) => {
        const draw = await tx.insertDraw({
          month: input.month,
          prizeRewardId: reward.id,
          winnerCount: input.winnerCount,
          seed,
          commitment: commitmentOf(seed),
          method: newDrawMethod,
          createdBy: member.id,
        });
        if (!draw) return undefined;
        // The commitment is public; the seed stays out of the log until the draw reveals it.
        await tx.audit({
          action: 'draw.created',
          target: { type: 'draw', id: draw.id },
          after: {
            month: input.month,
            prizeRewardId: reward.id,
            winnerCount: input.winnerCount,
            method: newDrawMethod,
          },
        });
        return draw;
      });
      if (!created) throw new AppError(ErrorCode.drawMonthTaken);
      return adminDraw(created.id);
    },

    /**
     * Draws the winners and gives each a code of the prize, in one transaction under a lock on the draw: two admins
     * drawing at once draw once, and a draw short of codes changes nothing.
     */
    async draw(drawId: string): Promise<AdminDraw> {
      const found = await requireDraw(drawId);
      if (found.draw.status === 'drawn') throw new AppError(ErrorCode.drawAlreadyDrawn);
      const at = now();
      if (at < monthStartOf(found.draw.month)) throw new AppError(ErrorCode.drawMonthNotBegun);
      // A draw's method is fixed when it is opened, before anyone could know the seed.
      const method = found.draw.method as DrawMethod;
      // Read before the transaction: on the embedded database a read through another handle would wait for it. The
      // points are those of the moment of drawing, as the entrants are.
      const [premiumIds, monthPoints] = await Promise.all([
        premiumMembersIn(found.draw.month),
        method === 'weighted' ? monthPointsOf(found.draw.month) : new Map<string, number>(),
      ]);
      const today = at.toISOString().slice(0, 10);
      await repository.inTransaction(async (tx) => {
        const draw = await tx.lockDraw(drawId);
        if (!draw) throw new AppError(ErrorCode.notFound);
        if (draw.status === 'drawn') throw new AppError(ErrorCode.drawAlreadyDrawn);
        const entrantIds = await tx.entrantIdsOf(drawId, premiumIds);
        if (entrantIds.length === 0) throw new AppError(ErrorCode.drawWithoutEntrants);
        // The tickets their holders may already have seen, and one for each entrant who never looked.
        const tickets = await ticketsFor(
          entrantIds,
          () => tx.ticketsOfDraw(drawId),
          (userIds) => tx.addTickets(userIds.map((userId) => ({ drawId, userId, ticket: newTicket() }))),
        );
        const entrants = entrantIds.map((userId) => ({
          drawId,
          userId,
          ticket: tickets.get(userId)!,
          // The free entry always, whatever the points: no purchase or play necessary.
          weight: method === 'weighted' ? drawEntriesFor(monthPoints.get(userId) ?? 0).total : freeEntries,
        }));
        const userOf = new Map(entrants.map((entrant) => [entrant.ticket, entrant.userId]));
        const { winnerTickets, entrantListHash } = drawOutcomeOf(
          method,
          draw.seed,
          entrants,
          draw.winnerCount,
        );
        const codes = await tx.lockAvailableCodes(draw.prizeRewardId, winnerTickets.length, today);
        if (codes.length < winnerTickets.length) throw new AppError(ErrorCode.drawPrizeShort);
        const winners: DrawnWinner[] = winnerTickets.map((ticket, index) => ({
          rank: index + 1,
          ticket,
          userId: userOf.get(ticket)!,
          code: codes[index]!,
        }));
        for (const winner of winners) await tx.giveCode(winner.code.id, winner.userId);
        await tx.insertEntrants(entrants);
        await tx.insertWinners(
          winners.map((winner) => ({
            drawId,
            rank: winner.rank,
            ticket: winner.ticket,
            userId: winner.userId,
            promoCodeId: winner.code.id,
          })),
        );
        await tx.markDrawn(drawId, {
          entrantListHash,
          entrantCount: entrants.length,
        });
        for (const winner of winners) {
          await tx.publish('draw.won', {
            drawId,
            userId: winner.userId,
            code: winner.code.code,
            expiresOn: winner.code.expiresOn,
          });
        }
        await tx.publish('reward.codes-taken', { rewardId: draw.prizeRewardId });
        await tx.audit({
          action: 'draw.drawn',
          target: { type: 'draw', id: drawId },
          after: { month: draw.month, method, entrantCount: entrants.length, winners: winners.length },
        });
      });
      return adminDraw(drawId);
    },

    /** The latest draws, newest month first, as the caller sees them. */
    async forMember(caller: Caller): Promise<MemberDraw[]> {
      const member = await members.memberOf(caller);
      return memberDraws(member, await repository.listDraws(memberDrawLimit));
    },

    /**
     * The free way in (no purchase necessary). `isNew` false: the caller had already entered, and nothing changed.
     * A Premium member may ask too; they hold one ticket either way.
     */
    async enter(caller: Caller, drawId: string): Promise<{ draw: MemberDraw; isNew: boolean }> {
      const member = await members.memberOf(caller);
      await requireDraw(drawId);
      if (isStaff(member.role)) throw new AppError(ErrorCode.drawEntryByStaff);
      const outcome = await repository.addFreeEntry(drawId, member.id);
      if (outcome === 'not_found') throw new AppError(ErrorCode.notFound);
      if (outcome === 'closed') throw new AppError(ErrorCode.drawClosed);
      const [draw] = await memberDraws(member, [await requireDraw(drawId)]);
      return { draw: draw!, isNew: outcome === 'added' };
    },

    /** Everything needed to recompute a drawn draw's winners; nothing before the draw, when the seed is secret. */
    async audit(drawId: string): Promise<DrawAudit> {
      const { draw } = await requireDraw(drawId);
      if (draw.status !== 'drawn') throw new AppError(ErrorCode.notFound);
      const [entrants, winners] = await Promise.all([
        repository.entrantsOf(drawId),
        repository.winnersOf([drawId]),
      ]);
      // Sorted by code unit, as the entrant list hash is: a database collation could order them otherwise.
      entrants.sort((a, b) => (a.ticket < b.ticket ? -1 : a.ticket > b.ticket ? 1 : 0));
      return {
        ...proofOf(draw),
        method: draw.method as DrawMethod,
        tickets: entrants.map((entrant) => entrant.ticket),
        weights: entrants.map((entrant) => entrant.weight),
        winnerTickets: winners.map((winner) => winner.ticket),
      };
    },
  };
}

export type DrawsService = ReturnType<typeof drawsService>;
