import { useQuery } from '@tanstack/react-query';
import { pictureEndpoints } from '@vitalia/contracts';
import { endpointQuery, useCallerScope } from '../../../lib/endpoint-queries';

/** The server's configuration, fixed while it runs: asked once per page load. */
export const usePictureLimits = () =>
  useQuery({
    ...endpointQuery(pictureEndpoints.pictureLimitsOf, useCallerScope()),
    staleTime: Infinity,
    select: (answer) => answer.data,
  });
