import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { Profile, Subscription } from '@vitalia/contracts';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../lib/api-client';
import { useAuthStore } from '../../lib/auth-store';
import plans from '../../locales/en/plans.json';
import { initTestI18n } from '../../test/i18n';
import { Feed } from './components/feed';

beforeAll(async () => {
  await initTestI18n();
  i18next.addResourceBundle('en', 'plans', plans);
});
afterEach(() => vi.restoreAllMocks());

const subscription = (tier: Subscription['tier']): Subscription => ({
  id: 's1',
  planId: 'p',
  tier,
  status: 'active',
  isActive: true,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
});

function renderFeed(tier: Subscription['tier']) {
  useAuthStore.setState({
    user: { uid: 'u1', email: 'm@example.com', displayName: null },
    profile: { subscription: subscription(tier) } as Profile,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <Feed />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('feed', () => {
  it('lists the posts for a Premium member, dated in the reader’s language', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({
      data: [
        {
          id: 'p1',
          title: 'Mobility in 10 minutes',
          content: 'Start slow.',
          publishedAt: '2026-02-03T09:00:00.000Z',
        },
      ],
    });
    renderFeed('premium');
    expect(await screen.findByRole('heading', { level: 2, name: 'Mobility in 10 minutes' })).toBeTruthy();
    expect(screen.getByText('Published on 3 February 2026')).toBeTruthy();
  });

  it('says so when there is nothing yet', async () => {
    vi.spyOn(api, 'get').mockResolvedValue({ data: [] });
    renderFeed('premium');
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('invites a free member instead, without asking the API', () => {
    const get = vi.spyOn(api, 'get');
    renderFeed('free');
    expect(screen.getByRole('heading', { level: 1, name: 'The feed is for Premium members' })).toBeTruthy();
    expect(get).not.toHaveBeenCalled();
  });

  it('invites the member when the API answers 4003', async () => {
    vi.spyOn(api, 'get').mockRejectedValue(new ApiError('4003', 403));
    renderFeed('premium');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The feed is for Premium members' }),
    ).toBeTruthy();
  });
});
