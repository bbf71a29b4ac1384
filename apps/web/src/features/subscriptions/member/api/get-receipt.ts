import { useQuery } from '@tanstack/react-query';
import { ErrorCode, subscriptionEndpoints } from '@vitalia/contracts';
import { apiErrorOf, isCode } from '../../../../lib/api-client';
import { endpointQuery, useCallerScope } from '../../../../lib/endpoint-queries';

/** Not a payment id at all (4000), or not one of the member's (4004): either way, there is no such receipt. */
export const isNoSuchReceipt = (error: unknown) =>
  isCode(apiErrorOf(error).code, ErrorCode.invalidRequest, ErrorCode.notFound);

export function useReceipt(paymentId: string) {
  return useQuery({
    ...endpointQuery(subscriptionEndpoints.receiptOf, useCallerScope(), { params: { paymentId } }),
    select: (answer) => answer.data,
    // A receipt never changes once issued, and one that is not there will not appear on a second try.
    staleTime: Infinity,
    retry: (count, error) => !isNoSuchReceipt(error) && count < 1,
  });
}
