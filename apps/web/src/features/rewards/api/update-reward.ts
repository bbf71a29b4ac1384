import { useMutation } from '@tanstack/react-query';
import type { Reward, RewardUpdate } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useRewardsChanged } from './use-rewards-changed';

/** Any of the reward's fields; `{ isActive }` alone activates or deactivates it. */
export async function updateReward({ id, changes }: { id: string; changes: RewardUpdate }): Promise<Reward> {
  return (await api.patch<{ data: Reward }>(`/admin/rewards/${encodeURIComponent(id)}`, changes)).data;
}

export function useUpdateReward() {
  const onChanged = useRewardsChanged();
  return useMutation({ mutationFn: updateReward, onSuccess: () => onChanged() });
}
