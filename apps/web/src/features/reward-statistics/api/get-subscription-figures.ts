import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatistics } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/**
 * The same call and key as the plans admin's figures: one cache entry, refreshed when a plan changes there. Features
 * do not share code, so this feature keeps its own copy of the call.
 */
export const subscriptionFiguresKey = ['admin', 'statistics', 'subscriptions'] as const;

export async function getSubscriptionFigures(): Promise<SubscriptionStatistics> {
  return (await api.get<{ data: SubscriptionStatistics }>('/admin/statistics/subscriptions')).data;
}

export const subscriptionFiguresQuery = queryOptions({
  queryKey: subscriptionFiguresKey,
  queryFn: getSubscriptionFigures,
});

export const useSubscriptionFigures = () => useQuery(subscriptionFiguresQuery);
