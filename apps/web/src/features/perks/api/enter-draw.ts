import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { drawsKey } from './get-draws';
import { usePerksScope } from './perks-scope';

/** D7: the free way in (no purchase necessary). Errors: 7513 closed, 7514 staff and the ambassador. */
export async function enterDraw(drawId: string): Promise<MemberDraw> {
  return (await api.post<{ data: MemberDraw }>(`/draws/${encodeURIComponent(drawId)}/entries`)).data;
}

export function useEnterDraw() {
  const queryClient = useQueryClient();
  const scope = usePerksScope();
  return useMutation({
    mutationFn: enterDraw,
    onSuccess: (entered) =>
      queryClient.setQueryData<MemberDraw[]>(drawsKey(scope), (draws) =>
        draws?.map((draw) => (draw.id === entered.id ? entered : draw)),
      ),
  });
}
