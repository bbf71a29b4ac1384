import { featureModule } from '../../lib/feature-module';
import type { NotificationDraft } from '../../lib/notify';
import type { LanguageModelNeeds } from '../../lib/language-model/language-model.module';
import { personaLibrary, type AmbassadorPosts } from './persona-library';
import { personaRepository } from './persona.repository';
import { personaRoutes } from './persona.routes';
import * as tables from './persona.schema';
import { personaService, type PersonaPorts } from './persona.service';

export interface PersonaNeeds extends LanguageModelNeeds {
  members: Pick<PersonaPorts, 'memberOf' | 'cardsOf'>;
  /** What the member is allergic to and how they eat: an answer is checked against it (issue 38). */
  healthProfile: { read: PersonaPorts['healthOf'] };
  /** Karim's own posts are part of what his AI knows (the feed's). */
  feedRows: { ambassadorPostsVersion: AmbassadorPosts['version']; ambassadorPosts: AmbassadorPosts['list'] };
  notifications: { notifyMany(drafts: readonly NotificationDraft<'persona_answered'>[]): Promise<void> };
}

/** Karim's AI: answers from the reviewed library and his posts, worded by the optional model. */
export const personaModule = featureModule({
  name: 'persona',
  tables,
  build(
    { db, events },
    { members, healthProfile, feedRows, notifications, modelQuota, modelDeadlineMs }: PersonaNeeds,
  ) {
    const personaRows = personaRepository(db);
    const persona = personaService({
      repository: personaRows,
      inTransaction: (work) => events.transaction(personaRepository, work),
      library: personaLibrary(personaRows, {
        version: feedRows.ambassadorPostsVersion,
        list: feedRows.ambassadorPosts,
      }),
      memberOf: members.memberOf,
      cardsOf: members.cardsOf,
      healthOf: healthProfile.read,
      quota: modelQuota,
      deadlineMs: modelDeadlineMs,
    });
    // The answer the AI could not give is out: each member who asked it is told once, with their own question.
    events.on('persona.answered', 'persona-answered-notice', async ({ answerIds }) => {
      const drafts = new Map<string, NotificationDraft<'persona_answered'>>();
      for (const answerId of answerIds) {
        const row = await personaRows.answerById(answerId);
        if (!row || drafts.has(row.userId)) continue;
        drafts.set(row.userId, {
          userId: row.userId,
          kind: 'persona_answered',
          facts: { question: row.question },
          key: `persona-answered:${answerId}`,
        });
      }
      await notifications.notifyMany([...drafts.values()]);
    });
    return { personaRows, persona };
  },
  async routes(api, { persona }) {
    await api.register(personaRoutes, { service: persona });
  },
});
