import {
  ErrorCode,
  resolveText,
  type DrawEntryCount,
  type DrawMethod,
  type DrawStatus,
  type Language,
  type MemberDraw,
  type Role,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { drawEntriesFor, freeEntries, maxEarnedEntries, pointsPerEntry } from '../../lib/draw-entries';
import { AppError } from '../../lib/errors';
import { newTicket } from './draw-proof';
import { ticketsFor } from './draw-tickets';
import { prizeNameOf, proofOf, requireDraw, type DrawsContext } from './draws-context';
import type { DrawWithPrize } from './draws.repository';

/** How many draws a member sees: a year of months. */
const memberDrawLimit = 12;

/** D7: staff and the ambassador run the draws and never take part in them. */
const isStaff = (role: Role) => role !== 'user';

/** A ticket's entries as a member reads them: the free one, and those their month's points earned. */
const entryCountOf = (total: number): DrawEntryCount => ({
  free: freeEntries,
  earned: total - freeEntries,
  total,
  pointsPerEntry,
  maxEarned: maxEarnedEntries,
});

/** The draws as one member sees them: how they take part, their ticket, whether they won. */
async function memberDraws(
  { repository, premiumMembersIn, monthPointsOf }: DrawsContext,
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

/** The latest draws, newest month first, as the caller sees them. */
export async function listMemberDraws(context: DrawsContext, caller: Caller): Promise<MemberDraw[]> {
  const member = await context.members.memberOf(caller);
  return memberDraws(context, member, await context.repository.listDraws(memberDrawLimit));
}

/**
 * The free way in (no purchase necessary). `isNew` false: the caller had already entered, and nothing changed.
 * A Premium member may ask too; they hold one ticket either way.
 */
export async function enterDraw(
  context: DrawsContext,
  caller: Caller,
  drawId: string,
): Promise<{ draw: MemberDraw; isNew: boolean }> {
  const member = await context.members.memberOf(caller);
  await requireDraw(context, drawId);
  if (isStaff(member.role)) throw new AppError(ErrorCode.drawEntryByStaff);
  const outcome = await context.repository.addFreeEntry(drawId, member.id);
  if (outcome === 'not_found') throw new AppError(ErrorCode.notFound);
  if (outcome === 'closed') throw new AppError(ErrorCode.drawClosed);
  const [draw] = await memberDraws(context, member, [await requireDraw(context, drawId)]);
  return { draw: draw!, isNew: outcome === 'added' };
}
