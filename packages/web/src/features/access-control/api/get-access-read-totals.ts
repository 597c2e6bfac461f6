import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AccessReadTotalsSchema, type AccessReadTotal } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import type { AccessReadsRequest } from './get-access-reads.ts';

/** GET /api/v2/projects/{id}/access_control/totals: the filtered reads per gate and shift. */
export function getAccessReadTotals(
  projectId: number,
  query: AccessReadsRequest,
  signal?: AbortSignal,
): Promise<AccessReadTotal[]> {
  return apiJson(`/api/v2/projects/${projectId}/access_control/totals`, AccessReadTotalsSchema, {
    query,
    signal,
  });
}

/** The totals ignore page and sort, so paging or sorting the list does not ask again. */
export function getAccessReadTotalsQueryOptions(projectId: number, query: AccessReadsRequest) {
  const { page: _page, pageSize: _size, orderBy: _orderBy, reverse: _reverse, ...filters } = query;
  return queryOptions({
    queryKey: ['access-control', projectId, 'totals', filters],
    queryFn: ({ signal }) => getAccessReadTotals(projectId, filters, signal),
    // Fresh for a few seconds: the page drawn just after the route's prefetch uses it.
    staleTime: 5_000,
    meta: { silentErrors: true },
  });
}

export function useAccessReadTotals(projectId: number, query: AccessReadsRequest | null) {
  return useQuery({
    ...getAccessReadTotalsQueryOptions(projectId, query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
