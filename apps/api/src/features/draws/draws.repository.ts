import type { Database } from '../../db/client';
import type { EventBus, EventRecorder } from '../../lib/domain-events/domain-events';
import { drawEntryQueries } from './draw-entries.repository';
import { drawPrizeQueries } from './draw-prizes.repository';
import { drawResultQueries } from './draw-results.repository';
import { drawingQueries } from './drawing.repository';

export type { DrawRow, DrawWithPrize } from './draw-prizes.repository';
export type { WinnerRow } from './draw-results.repository';
export type { TakenCode } from './drawing.repository';

function drawQueries(db: Database) {
  return {
    ...drawPrizeQueries(db),
    ...drawEntryQueries(db),
    ...drawResultQueries(db),
    ...drawingQueries(db),
  };
}

export type DrawQueries = ReturnType<typeof drawQueries>;

export function drawsRepository(db: Database, events: Pick<EventBus, 'transaction'>) {
  return {
    ...drawQueries(db),
    /** Runs `work` in one transaction with the queries bound to it, and its events: all of it is written, or none. */
    inTransaction<T>(work: (tx: DrawQueries & EventRecorder) => Promise<T>): Promise<T> {
      return events.transaction(drawQueries, work);
    },
  };
}

export type DrawsRepository = ReturnType<typeof drawsRepository>;
