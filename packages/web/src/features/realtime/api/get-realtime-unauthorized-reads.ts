import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  RealtimeUnauthorizedReadListSchema,
  type RealtimeTimeframe,
  type RealtimeUnauthorizedRead,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { REALTIME_FRESH_MS, realtimeLiveQueryKey, realtimePath } from './realtime-keys.ts';

/** GET …/realtime/unauthorized-reads?timeframe=: the latest denied read per worker and zone. */
export function getRealtimeUnauthorizedReads(
  projectId: number,
  timeframe: RealtimeTimeframe,
  signal?: AbortSignal,
): Promise<RealtimeUnauthorizedRead[]> {
  return apiJson(
    realtimePath(projectId, '/unauthorized-reads'),
    RealtimeUnauthorizedReadListSchema,
    { query: { timeframe }, signal },
  );
}

export function getRealtimeUnauthorizedReadsQueryOptions(
  projectId: number,
  timeframe: RealtimeTimeframe,
) {
  return queryOptions({
    queryKey: [...realtimeLiveQueryKey(projectId), 'unauthorized-reads', timeframe],
    queryFn: ({ signal }) => getRealtimeUnauthorizedReads(projectId, timeframe, signal),
    staleTime: REALTIME_FRESH_MS,
  });
}

export function useRealtimeUnauthorizedReads(
  projectId: number,
  timeframe: RealtimeTimeframe,
  refreshMs: number | false,
) {
  return useQuery({
    ...getRealtimeUnauthorizedReadsQueryOptions(projectId, timeframe),
    enabled: refreshMs !== false,
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
}
