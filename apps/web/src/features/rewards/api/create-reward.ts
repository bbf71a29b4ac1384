import { useMutation } from '@tanstack/react-query';
import type { Reward, RewardInput } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useRewardsChanged } from './use-rewards-changed';

export async function createReward(input: RewardInput): Promise<Reward> {
  return (await api.post<{ data: Reward }>('/admin/rewards', input)).data;
}

export function useCreateReward() {
  const onChanged = useRewardsChanged();
  return useMutation({ mutationFn: createReward, onSuccess: () => onChanged() });
}
