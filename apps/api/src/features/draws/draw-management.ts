import { ErrorCode, type AdminDraw, type DrawCreate, type DrawMethod } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { commitmentOf, newSeed } from './draw-proof';
import { adminDraw, adminDrawOf, type DrawsContext } from './draws-context';

/** How new draws pick their winners: each ticket's chance proportional to its entries (issue 17). */
const newDrawMethod: DrawMethod = 'weighted';

export async function listAdminDraws({ repository }: DrawsContext): Promise<AdminDraw[]> {
  const rows = await repository.listDraws();
  const winners = await repository.winnersOf(
    rows.filter((row) => row.draw.status === 'drawn').map((row) => row.draw.id),
  );
  return rows.map((row) => adminDrawOf(row, winners));
}

/** Opens a month's draw with a fresh secret seed, publishing only its commitment. */
export async function createDraw(
  context: DrawsContext,
  caller: Caller,
  input: DrawCreate,
): Promise<AdminDraw> {
  const { members, repository } = context;
  const member = await members.memberOf(caller);
  const reward = isUuid(input.prizeRewardId) ? await repository.rewardById(input.prizeRewardId) : undefined;
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
  return adminDraw(context, created.id);
}
