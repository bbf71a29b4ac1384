import type { App } from '../app';
import type { TestAccount } from './accounts';
import { apiOf } from './billing';

type Texts = { en: string } & Partial<Record<'fr' | 'ar', string>>;

/**
 * A post staff publish now, written in English with the other languages given: what the bell, the games, the persona
 * and the export read in their tests. Throws with the answer when it is refused.
 */
export async function publishedPost(
  app: App,
  author: TestAccount,
  {
    title = { en: 'Morning circuit' },
    content = { en: 'Three rounds, no equipment.' },
  }: { title?: Texts; content?: Texts } = {},
): Promise<{ id: string }> {
  const response = await apiOf(() => app)(author, 'POST', '/admin/feed/posts', {
    writtenIn: 'en',
    title,
    content,
    imageKeys: [],
    state: 'published',
  });
  if (response.statusCode !== 201) throw new Error(`publishing failed: ${response.body}`);
  return response.json().data as { id: string };
}
