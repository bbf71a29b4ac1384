import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { modelCalls } from '../../db/schema';
import type { ModelCallReport } from './language-model';

export interface ModelCallRecord {
  userId: string | null;
  feature: string;
  report: ModelCallReport;
}

/** The model-call log: one row a call, counted for a member's daily quota. */
export function modelCallsRepository(db: Database) {
  return {
    async record({ userId, feature, report }: ModelCallRecord) {
      await db.insert(modelCalls).values({
        userId,
        feature,
        model: report.model,
        outcome: report.outcome,
        latencyMs: Math.round(report.latencyMs),
        firstTokenMs: report.firstTokenMs === undefined ? null : Math.round(report.firstTokenMs),
        inputTokens: report.inputTokens,
        outputTokens: report.outputTokens,
        costUsd: report.costUsd ?? null,
      });
    },

    /** Calls made for a member since `since`, whatever their outcome: a failing model still costs a try. */
    async callsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ calls: count() })
        .from(modelCalls)
        .where(and(eq(modelCalls.userId, userId), gte(modelCalls.createdAt, since)));
      return row?.calls ?? 0;
    },
  };
}
