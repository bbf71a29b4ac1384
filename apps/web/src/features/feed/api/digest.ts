import { useMutation } from '@tanstack/react-query';
import { feedEndpoints } from '@vitalia/contracts';
import { call } from '../../../lib/endpoint-client';
import { useEndpointData, useEndpointMutation } from '../../../lib/endpoint-queries';

export const useDigest = () => useEndpointData(feedEndpoints.digestOf);
export const useSetDigest = () => useEndpointMutation(feedEndpoints.setDigest);

/** The digest's one-click link: no one is signed in, the token names the member. */
export const useUnsubscribeDigest = () =>
  useMutation({
    mutationFn: (token: string) => call(feedEndpoints.unsubscribeDigest, { query: { token } }),
  });
