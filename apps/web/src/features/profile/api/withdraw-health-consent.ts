import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { healthProfileKey } from './get-health-profile';

/** D6: withdrawing consent deletes the health data on the server at once. */
export async function withdrawHealthConsent(): Promise<void> {
  await api.delete<null>('/users/me/health');
}

export function useWithdrawHealthConsent() {
  const queryClient = useQueryClient();
  const uid = useAuthStore((state) => state.user?.uid);
  return useMutation({
    mutationFn: withdrawHealthConsent,
    onSuccess: () => queryClient.setQueryData(healthProfileKey(uid), null),
  });
}
