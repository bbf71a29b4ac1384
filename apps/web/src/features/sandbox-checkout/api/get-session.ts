import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxSession } from '@vitalia/contracts';
import { apiErrorOf, publicRequest } from '../../../lib/api-client';

export const sandboxSessionPath = (sessionId: string) =>
  `/billing/sandbox/sessions/${encodeURIComponent(sessionId)}`;

/** No bearer token, as on a provider's hosted page: the session id is the capability (D4). */
export async function getSandboxSession(sessionId: string): Promise<SandboxSession> {
  return (await publicRequest<{ data: SandboxSession }>('GET', sandboxSessionPath(sessionId))).data;
}

export const sandboxSessionKey = (sessionId: string) => ['sandbox-session', sessionId] as const;

export const sandboxSessionQuery = (sessionId: string) =>
  queryOptions({
    queryKey: sandboxSessionKey(sessionId),
    queryFn: () => getSandboxSession(sessionId),
    // A session that does not exist will not appear on a second try.
    retry: (count, error) => apiErrorOf(error).code !== '4004' && count < 1,
  });

export const useSandboxSession = (sessionId: string) => useQuery(sandboxSessionQuery(sessionId));
