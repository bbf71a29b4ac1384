import { useMutation } from '@tanstack/react-query';
import type { AdminDraw, DrawCreate } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useDrawsChanged } from './use-draws-changed';

/** Opens a month's draw: the server keeps the seed secret and publishes its commitment. */
export async function createDraw(input: DrawCreate): Promise<AdminDraw> {
  return (await api.post<{ data: AdminDraw }>('/admin/draws', input)).data;
}

export function useCreateDraw() {
  const onChanged = useDrawsChanged();
  return useMutation({ mutationFn: createDraw, onSuccess: onChanged });
}
