import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PictureLimits } from '@vitalia/contracts';
import { api } from '../../../lib/api-client';

export async function getPictureLimits(): Promise<PictureLimits> {
  return (await api.get<{ data: PictureLimits }>('/users/me/picture/limits')).data;
}

/** The server's configuration, the same for everyone and fixed while it runs: asked once per page load. */
export const pictureLimitsQuery = queryOptions({
  queryKey: ['picture-limits'],
  queryFn: getPictureLimits,
  staleTime: Infinity,
});

export const usePictureLimits = () => useQuery(pictureLimitsQuery);
