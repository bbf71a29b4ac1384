import type { FeedPost, Language } from '@vitalia/contracts';
import type { Caller } from '../../lib/auth';
import type { FeedRepository } from './feed.repository';

const pageSize = 20;

export function feedService(repository: FeedRepository, languageOf: (caller: Caller) => Promise<Language>) {
  return {
    seed: repository.insertMissing,

    async latest(caller: Caller): Promise<FeedPost[]> {
      const posts = await repository.latest(await languageOf(caller), pageSize);
      return posts.map((post) => ({
        id: post.id,
        title: post.title,
        content: post.content,
        publishedAt: post.publishedAt.toISOString(),
      }));
    },
  };
}

export type FeedService = ReturnType<typeof feedService>;
