import { useMutation } from '@tanstack/react-query';
import { rewardEndpoints, type InputOf } from '@vitalia/contracts';
import { uploadForm } from '../../../../lib/endpoint-client';
import { useResourcesChanged } from '../../../../lib/endpoint-queries';

const { importPromoCodes } = rewardEndpoints;

/**
 * One multipart field, `file`; the server reads the bytes to decide the format, whatever the name says. `onProgress`
 * hears how much of the file has gone.
 */
export function useImportPromoCodes(onProgress: (fraction: number) => void) {
  const resourcesChanged = useResourcesChanged();
  return useMutation({
    mutationFn: ({ file, ...input }: InputOf<typeof importPromoCodes> & { file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return uploadForm(importPromoCodes, form, onProgress, input);
    },
    onSuccess: () => resourcesChanged(importPromoCodes.changes ?? []),
  });
}
