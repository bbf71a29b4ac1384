import { useMutation } from '@tanstack/react-query';
import type { ImportResult } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { useRewardsChanged } from './use-rewards-changed';

/** One multipart field, `file`; the server reads the bytes to decide the format, whatever the name says. */
export async function importPromoCodes({
  rewardId,
  file,
}: {
  rewardId: string;
  file: File;
}): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file);
  const path = `/admin/rewards/${encodeURIComponent(rewardId)}/imports`;
  return (await api.upload<{ data: ImportResult }>(path, form)).data;
}

export function useImportPromoCodes() {
  const onChanged = useRewardsChanged();
  return useMutation({ mutationFn: importPromoCodes, onSuccess: () => onChanged() });
}
