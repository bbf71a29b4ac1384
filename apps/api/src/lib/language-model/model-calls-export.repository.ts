import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { modelCalls } from '../../db/schema';

/**
 * The model-call log's part of a member's data export (decision 046): each call made for them, when, for which
 * feature and how it ended. Latency, tokens and cost are the service's measurements of the model, not the member's.
 */
export function modelCallsExport(db: Database) {
  return async (userId: string) =>
    db
      .select({
        at: modelCalls.createdAt,
        feature: modelCalls.feature,
        model: modelCalls.model,
        outcome: modelCalls.outcome,
      })
      .from(modelCalls)
      .where(eq(modelCalls.userId, userId))
      .orderBy(asc(modelCalls.createdAt));
}
