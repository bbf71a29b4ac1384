import { paths } from '@vitalia/contracts';
import type { FeedPost } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import feedCopy from '../../locales/en/feed.json';
import { initTestI18n } from '../../test/i18n';
import { renderScreenAt } from '../../test/render-screen';

export async function initFeedCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'feed', feedCopy);
}

export { signInAs } from '../../test/sign-in-as';

/** A screen as the app renders it, at `path`. */
export const renderScreen = (screen: ReactNode, { path = paths.feed() }: { path?: string } = {}) =>
  renderScreenAt(screen, path);

export const postFixture = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: '6f1c2f1e-0000-4000-8000-000000000001',
  title: { text: 'Mobility in 10 minutes', language: 'en' },
  content: { text: 'Start slow.', language: 'en' },
  images: [],
  authorName: 'Karim',
  author: {
    id: '6f1c2f1e-0000-4000-8000-0000000000a1',
    displayName: 'Karim B.',
    pictureUrl: null,
    badge: 'ambassador',
  },
  publishedAt: '2026-02-03T09:00:00.000Z',
  editedAt: null,
  pinned: false,
  likeCount: 3,
  liked: false,
  commentCount: 2,
  ...overrides,
});
