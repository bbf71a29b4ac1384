import { useMutation } from '@tanstack/react-query';
import type { Profile } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';
import { authActions } from '../../../lib/auth-store';

export async function removePicture(): Promise<Profile> {
  return (await api.delete<{ data: Profile }>('/users/me/picture')).data;
}

export const useRemovePicture = () =>
  useMutation({ mutationFn: removePicture, onSuccess: (profile) => authActions.replaceProfile(profile) });
