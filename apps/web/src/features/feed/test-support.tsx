import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { FeedPost, Profile, Role, Subscription } from '@vitalia/contracts';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AlertModal } from '../../components/ui/alert/alert-modal';
import { useAuthStore } from '../../lib/auth-store';
import feedCopy from '../../locales/en/feed.json';
import { initTestI18n } from '../../test/i18n';

export async function initFeedCopy() {
  await initTestI18n();
  i18next.addResourceBundle('en', 'feed', feedCopy);
}

const subscription = (tier: Subscription['tier']): Subscription => ({
  id: 's1',
  planId: 'p',
  tier,
  status: 'active',
  isActive: true,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

export function signInAs({
  role = 'user',
  tier = 'premium',
}: { role?: Role; tier?: Subscription['tier'] } = {}) {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: { id: 'member-1', role, language: 'en', subscription: subscription(tier) } as Profile,
  });
}

/** A screen with a fresh query cache, a router and the alert modal (confirmations). */
export function renderScreen(screen: ReactNode, { path = '/app/feed' }: { path?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        {screen}
        <AlertModal />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

export const postFixture = (overrides: Partial<FeedPost> = {}): FeedPost => ({
  id: '6f1c2f1e-0000-4000-8000-000000000001',
  title: { text: 'Mobility in 10 minutes', language: 'en' },
  content: { text: 'Start slow.', language: 'en' },
  images: [],
  authorName: 'Karim',
  publishedAt: '2026-02-03T09:00:00.000Z',
  editedAt: null,
  pinned: false,
  likeCount: 3,
  liked: false,
  commentCount: 2,
  ...overrides,
});
