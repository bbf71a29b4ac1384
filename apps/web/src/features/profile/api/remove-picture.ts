import { pictureEndpoints } from '@vitalia/contracts';
import { authActions } from '../../../lib/auth-store';
import { useEndpointMutation } from '../../../lib/endpoint-queries';

/** The answer is the profile without its picture, which the signed-in person's store takes as it is. */
export const useRemovePicture = () =>
  useEndpointMutation(pictureEndpoints.removePicture, {
    onSuccess: ({ data }) => authActions.replaceProfile(data),
  });
