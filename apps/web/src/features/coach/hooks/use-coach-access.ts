import { ErrorCode, hasPremiumAccess } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';

/** The coach is Premium (D4), as the API is: staff get no exception. */
export const useIsPremium = () => useAuthStore((state) => hasPremiumAccess(state.profile?.subscription));

/** Any of the screen's reads answered 4003: the subscription ended since the profile was read. */
export const isAccessDenied = (...queries: { error: unknown }[]) =>
  queries.some(
    (query) => query.error != null && isCode(apiErrorOf(query.error).code, ErrorCode.accessDenied),
  );
