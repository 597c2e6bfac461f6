import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AccessReadsResponseSchema, type AccessReadsResponse } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

export type AccessReadsRequest = Record<string, string | number>;

/** GET /api/v2/projects/{id}/access_control/reads (spec 002 §7): one page, times in epoch seconds. */
export function getAccessReads(
  projectId: number,
  query: AccessReadsRequest,
  signal?: AbortSignal,
): Promise<AccessReadsResponse> {
  return apiJson(`/api/v2/projects/${projectId}/access_control/reads`, AccessReadsResponseSchema, {
    query,
    signal,
  });
}

export function getAccessReadsQueryOptions(projectId: number, query: AccessReadsRequest) {
  return queryOptions({
    queryKey: ['access-control', projectId, 'reads', query],
    queryFn: ({ signal }) => getAccessReads(projectId, query, signal),
    // Fresh for a few seconds: the page drawn just after the route's prefetch uses it.
    staleTime: 5_000,
    // The page shows this list's errors itself (spec 002 §8: one alert per message, 6 s).
    meta: { silentErrors: true },
  });
}

/**
 * A new filter, sort or page keeps the previous page on screen until the next one arrives; no
 * request while the range is empty (null).
 */
export function useAccessReads(projectId: number, query: AccessReadsRequest | null) {
  return useQuery({
    ...getAccessReadsQueryOptions(projectId, query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
