import { featureModule } from '../feature-module';
import { languageModelFrom } from './language-model';
import { modelCallsRepository } from './model-calls.repository';
import * as tables from './model-calls.schema';
import { dailyModelCalls, type ModelQuota } from './model-quota';

/** What the coach and Karim's AI are handed: the optional model within the member's daily quota. */
export interface LanguageModelNeeds {
  modelQuota: ModelQuota;
  /** How long a member waits for the model before the engine or the library answers alone (0 without a model). */
  modelDeadlineMs: number;
}

/** The optional language model, every call logged with its cost and counted against its member's plan (issue 16). */
export const languageModelModule = featureModule({
  name: 'language-model',
  tables,
  build(
    { config, db, log },
    { subscriptions }: { subscriptions: { aiDailyCallsOf: Parameters<typeof dailyModelCalls>[0] } },
  ): LanguageModelNeeds {
    const modelCallRows = modelCallsRepository(db);
    const languageModel = languageModelFrom(config.languageModel, {
      onReport: (report) => {
        log.info({ modelCall: report }, 'language model call');
        const userId = typeof report.labels?.userId === 'string' ? report.labels.userId : null;
        const feature = String(report.labels?.feature ?? 'unknown');
        void modelCallRows.record({ userId, feature, report }).catch((error: unknown) => {
          log.error({ err: error }, 'could not record a language model call');
        });
      },
    });
    return {
      modelQuota: {
        model: languageModel,
        callsToday: (userId: string) =>
          modelCallRows.callsSince(userId, new Date(new Date().toISOString().slice(0, 10))),
        // Each plan holds its members' calls a day (issue 16); staff keep theirs.
        dailyCallsOf: dailyModelCalls(subscriptions.aiDailyCallsOf),
      },
      modelDeadlineMs: config.languageModel.provider === 'none' ? 0 : config.languageModel.timeoutMs,
    };
  },
});
