import { useQuery } from '@tanstack/react-query';
import { ErrorCode, sandboxCheckoutEndpoints } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';

/** Not a session id at all (4000), or none we know (4004): either way, there is no such checkout. */
export const isNoSuchSession = (error: unknown) =>
  isCode(apiErrorOf(error).code, ErrorCode.invalidRequest, ErrorCode.notFound);

/** No bearer token, as on a provider's hosted page: the session id is the capability (D4). */
export function useSandboxSession(sessionId: string) {
  return useQuery({
    ...endpointQuery(sandboxCheckoutEndpoints.sandboxSessionOf, useCallerScope(), { params: { sessionId } }),
    select: (answer) => answer.data,
    // A session that does not exist will not appear on a second try.
    retry: (count, error) => !isNoSuchSession(error) && count < 1,
  });
}
