import { useQuery } from '@tanstack/react-query';
import { jobEndpoints } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

/** Staff glance at it while the screen is open: read again every half minute, as the jobs tick every minute. */
export function useBackgroundWork() {
  return useQuery({
    ...endpointQuery(jobEndpoints.backgroundWorkState, useCallerScope()),
    select: (answer) => answer.data,
    refetchInterval: 30_000,
  });
}
