import { featureModule } from '../../lib/feature-module';
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
}

/** Karim's AI: answers from the reviewed library and his posts, worded by the optional model. */
export const personaModule = featureModule({
  name: 'persona',
  tables,
  build({ db }, { members, healthProfile, feedRows, modelQuota, modelDeadlineMs }: PersonaNeeds) {
    const personaRows = personaRepository(db);
    const persona = personaService({
      repository: personaRows,
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
    return { personaRows, persona };
  },
  async routes(api, { persona }) {
    await api.register(personaRoutes, { service: persona });
  },
});
