import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { authActions } from '../../../lib/auth-store';

/** The file's own bytes, with its own type; the server decides from the bytes what it really is. */
export async function uploadPicture(picture: Blob): Promise<Profile> {
  return (await api.put<{ data: Profile }>('/users/me/picture', picture)).data;
}

export const useUploadPicture = () =>
  useMutation({ mutationFn: uploadPicture, onSuccess: (profile) => authActions.replaceProfile(profile) });
