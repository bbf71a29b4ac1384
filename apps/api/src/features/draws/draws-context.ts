import {
  ErrorCode,
  rewardTextOf,
  type AdminDraw,
  type DrawProof,
  type DrawStatus,
  type Language,
  type Role,
  type TextPerLanguage,
} from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events/domain-events';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import type { Notify } from '../../lib/notify';
import type { DrawRow, DrawWithPrize, DrawsRepository, WinnerRow } from './draws.repository';

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

/** What every draws use case is handed first: the service's dependencies, with the clock settled once. */
export interface DrawsContext extends DrawsServiceDependencies {
  now: () => Date;
}

export function drawsContext(dependencies: DrawsServiceDependencies): DrawsContext {
  return { ...dependencies, now: dependencies.now ?? (() => new Date()) };
}

/** The seed stays secret until the draw: only its commitment is shown while the draw is open. */
export function proofOf(draw: DrawRow): DrawProof {
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
export const prizeNameOf = (row: DrawWithPrize): TextPerLanguage =>
  rewardTextOf(
    {
      name: row.prizeRewardName,
      description: '',
      writtenIn: row.prizeWrittenIn as Language,
      translations: row.prizeTranslations,
    },
    'name',
  );

export function adminDrawOf(row: DrawWithPrize, winners: WinnerRow[]): AdminDraw {
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

export async function requireDraw({ repository }: DrawsContext, drawId: string): Promise<DrawWithPrize> {
  const row = isUuid(drawId) ? await repository.findDraw(drawId) : undefined;
  if (!row) throw new AppError(ErrorCode.notFound);
  return row;
}

export async function adminDraw(context: DrawsContext, drawId: string): Promise<AdminDraw> {
  return adminDrawOf(await requireDraw(context, drawId), await context.repository.winnersOf([drawId]));
}
