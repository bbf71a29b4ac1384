import { identityEndpoints } from '@vitalia/contracts';
import { useEndpointData } from '../../../lib/endpoint-queries';

/** The providers the server offers, and which of them this member has connected. */
export function useSignInMethods() {
  const offered = useEndpointData(identityEndpoints.providers);
  const linked = useEndpointData(identityEndpoints.linkedProviders);
  if (offered.isError || linked.isError) return { status: 'error' } as const;
  if (!offered.data || !linked.data) return { status: 'pending' } as const;
  const connected = linked.data.providers;
  return {
    status: 'success',
    data: offered.data.providers.map((provider) => ({ provider, isConnected: connected.includes(provider) })),
  } as const;
}
