import { useMutation } from '@tanstack/react-query';
import { pictureEndpoints } from '@vitalia/contracts';
import { authActions } from '../../../lib/auth-store';
import { upload } from '../../../lib/endpoint-client';
import { useResourcesChanged } from '../../../lib/endpoint-queries';

const { uploadPicture } = pictureEndpoints;

/** The file's own bytes with its own type: the server decides from the bytes what it really is. */
export function useUploadPicture() {
  const resourcesChanged = useResourcesChanged();
  return useMutation({
    mutationFn: async (picture: Blob) => (await upload(uploadPicture, picture)).data,
    onSuccess: async (profile) => {
      authActions.replaceProfile(profile);
      await resourcesChanged(uploadPicture.changes ?? []);
    },
  });
}
