import { useMutation } from '@tanstack/react-query';
import type { SwitchPreview } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

/** What a switch between monthly and yearly costs and when it applies, asked before the member confirms it. */
export async function previewSwitch(planId: string): Promise<SwitchPreview> {
  return (await api.post<{ data: SwitchPreview }>('/subscription/switch/preview', { planId })).data;
}

export const usePreviewSwitch = () => useMutation({ mutationFn: previewSwitch });
