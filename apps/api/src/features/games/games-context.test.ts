import { describe, expect, it, vi } from 'vitest';
import { gamesContext } from './games-context';
import type { GameQueries, GamesRepository } from './games.repository';

describe('paying a deed', () => {
  const ledgerOf = (paidToday: number) => {
    const rows: { awardedAt: Date; points: number }[] = [];
    const tx = {
      pointsFrom: vi.fn(async () => paidToday),
      insertAward: vi.fn(async (row: { awardedAt: Date; points: number }) => {
        rows.push(row);
        return true;
      }),
    };
    return { rows, tx: tx as typeof tx & GameQueries };
  };
  const context = gamesContext({
    repository: {} as GamesRepository,
    memberOf: async () => ({ id: 'member', role: 'user', language: 'en' }),
    cardsOf: async () => [],
    events: { on: () => undefined },
    now: () => new Date('2026-03-01T00:05:00Z'),
  });

  it('counts a deed paid late against its own day: its cap, its time in the ledger, its month', async () => {
    const { rows, tx } = ledgerOf(0);
    const doneAt = new Date('2026-02-28T23:59:00Z');
    const deed = { userId: 'member', source: 'first_comment', awardKey: 'first_comment:2026-02-28' } as const;
    expect(await context.award(tx, { ...deed, wanted: 5, doneAt })).toBe(5);
    expect(tx.pointsFrom).toHaveBeenCalledWith(
      'member',
      'first_comment',
      new Date('2026-02-28T00:00:00Z'),
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(rows[0]).toMatchObject({ awardedAt: doneAt, points: 5 });
  });

  it('pays a deed done now on today', async () => {
    const { rows, tx } = ledgerOf(0);
    await context.award(tx, {
      userId: 'member',
      source: 'streak',
      awardKey: 'streak:2026-03-01',
      wanted: 10,
    });
    expect(tx.pointsFrom).toHaveBeenCalledWith(
      'member',
      'streak',
      new Date('2026-03-01T00:00:00Z'),
      new Date('2026-03-02T00:00:00Z'),
    );
    expect(rows[0]!.awardedAt).toEqual(new Date('2026-03-01T00:05:00Z'));
  });
});
