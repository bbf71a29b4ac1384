import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatistics } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

export const subscriptionStatisticsKey = ['admin', 'statistics', 'subscriptions'] as const;

export async function getSubscriptionStatistics(): Promise<SubscriptionStatistics> {
  return (await api.get<{ data: SubscriptionStatistics }>('/admin/statistics/subscriptions')).data;
}

export const subscriptionStatisticsQuery = queryOptions({
  queryKey: subscriptionStatisticsKey,
  queryFn: getSubscriptionStatistics,
});

export const useSubscriptionStatistics = () => useQuery(subscriptionStatisticsQuery);
