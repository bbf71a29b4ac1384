import { languages, type Language, type TextPerLanguage } from '@vitalia/contracts';
import { createPersonaIndex, type PersonaIndex, type PersonaPassage } from './persona-index';
import type { EntryRow, PersonaRepository } from './persona.repository';
import { questionKey } from './search-terms';

/** The ambassador's posts, as the feed feature gives them (wired in services.ts). */
export interface AmbassadorPosts {
  version(): Promise<string>;
  list(): Promise<{ id: string; title: TextPerLanguage; content: TextPerLanguage }[]>;
}

const entryPassage = (entry: EntryRow): PersonaPassage => ({
  id: `qa:${entry.id}`,
  kind: 'qa',
  language: entry.language as PersonaPassage['language'],
  title: entry.question,
  text: entry.answer,
  sourceId: entry.id,
});

/** One passage per language a post is written or translated in. */
function postPassages(post: Awaited<ReturnType<AmbassadorPosts['list']>>[number]): PersonaPassage[] {
  return languages.flatMap((language) => {
    const title = post.title.texts[language];
    const text = post.content.texts[language];
    return title && text
      ? [
          {
            id: `post:${post.id}:${language}`,
            kind: 'post' as const,
            language,
            title,
            text,
            sourceId: post.id,
          },
        ]
      : [];
  });
}

/**
 * One entry per question and language, the latest: two entries asking the same thing (a correction made before
 * corrections rewrote the entry they correct, or the same question written twice) would split one answer in two,
 * and the older one could win a tie.
 */
function latestPerQuestion(entries: readonly EntryRow[]): EntryRow[] {
  const latest = new Map<string, EntryRow>();
  for (const entry of entries) {
    // A question of fillers only ("what?") has no key: it stands alone.
    const key = `${entry.language}:${questionKey(entry.question, entry.language as Language) || entry.id}`;
    const kept = latest.get(key);
    if (!kept || entry.updatedAt > kept.updatedAt) latest.set(key, entry);
  }
  return [...latest.values()];
}

/**
 * The search index over the library and the posts, one per server. Each question first reads two small versions
 * (entries, posts): when either moved — an edit here or on another server — the index is built again, so a
 * correction reaches the next member wherever they are served.
 */
export function personaLibrary(repository: PersonaRepository, posts: AmbassadorPosts) {
  let built: { version: string; index: PersonaIndex } | null = null;
  let building: { version: string; index: Promise<PersonaIndex> } | null = null;

  async function build(version: string): Promise<PersonaIndex> {
    const [entries, ambassadorPosts] = await Promise.all([repository.allEntries(), posts.list()]);
    const index = createPersonaIndex([
      ...latestPerQuestion(entries).map(entryPassage),
      ...ambassadorPosts.flatMap(postPassages),
    ]);
    built = { version, index };
    return index;
  }

  return {
    async current(): Promise<PersonaIndex> {
      const version = (await Promise.all([repository.entriesVersion(), posts.version()])).join('|');
      if (built?.version === version) return built.index;
      if (building?.version !== version) {
        const index = build(version).finally(() => {
          if (building?.index === index) building = null;
        });
        building = { version, index };
      }
      return building.index;
    },
  };
}

export type PersonaLibrary = ReturnType<typeof personaLibrary>;
