import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HealthProfile, HealthProfileInput } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { healthProfileKey } from './get-health-profile';

export async function saveHealthProfile(input: HealthProfileInput): Promise<HealthProfile> {
  return (await api.put<{ data: HealthProfile }>('/users/me/health', input)).data;
}

export function useSaveHealthProfile() {
  const queryClient = useQueryClient();
  const uid = useAuthStore((state) => state.user?.uid);
  return useMutation({
    mutationFn: saveHealthProfile,
    onSuccess: (saved) => queryClient.setQueryData(healthProfileKey(uid), saved),
  });
}
