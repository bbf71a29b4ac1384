import { useMutation } from '@tanstack/react-query';
import type { AdminDraw } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useDrawsChanged } from './use-draws-changed';

/** Picks the winners, reveals the seed and emails each winner a code from the prize reward. */
export async function runDraw(drawId: string): Promise<AdminDraw> {
  return (await api.post<{ data: AdminDraw }>(`/admin/draws/${encodeURIComponent(drawId)}/draw`)).data;
}

export function useRunDraw() {
  const onChanged = useDrawsChanged();
  return useMutation({ mutationFn: runDraw, onSuccess: onChanged });
}
