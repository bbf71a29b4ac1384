import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { drawsKey } from './get-draws';

/** D7: the free way in (no purchase necessary). Errors: 7513 closed, 7514 staff and the ambassador. */
export async function enterDraw(drawId: string): Promise<MemberDraw> {
  return (await api.post<{ data: MemberDraw }>(`/draws/${encodeURIComponent(drawId)}/entries`)).data;
}

export function useEnterDraw() {
  const queryClient = useQueryClient();
  const uid = useAuthStore((state) => state.user?.uid);
  return useMutation({
    mutationFn: enterDraw,
    onSuccess: (entered) =>
      queryClient.setQueryData<MemberDraw[]>(drawsKey(uid), (draws) =>
        draws?.map((draw) => (draw.id === entered.id ? entered : draw)),
      ),
  });
}
