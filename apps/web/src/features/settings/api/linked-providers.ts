import type { FederatedProvider } from '@vitalia/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { identityClient } from '../../../lib/identity-client';

/** The providers the server offers, and which of them this member has connected. */
export function useSignInMethods() {
  return useQuery({
    queryKey: ['identity', 'sign-in-methods'],
    queryFn: async () => {
      const [offered, linked] = await Promise.all([
        identityClient.federatedProviders(),
        api.get<{ data: { providers: FederatedProvider[] } }>('/identity/federated/links'),
      ]);
      return offered.map((provider) => ({ provider, isConnected: linked.data.providers.includes(provider) }));
    },
  });
}
