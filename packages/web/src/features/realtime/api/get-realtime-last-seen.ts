import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  RealtimeLastSeenListSchema,
  type RealtimeLastSeenWorker,
  type RealtimeTimeframe,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { REALTIME_FRESH_MS, realtimeLiveQueryKey, realtimePath } from './realtime-keys.ts';

/** GET …/realtime/last-seen?timeframe=: workers last seen within the timeframe, where. */
export function getRealtimeLastSeen(
  projectId: number,
  timeframe: RealtimeTimeframe,
  signal?: AbortSignal,
): Promise<RealtimeLastSeenWorker[]> {
  return apiJson(realtimePath(projectId, '/last-seen'), RealtimeLastSeenListSchema, {
    query: { timeframe },
    signal,
  });
}

export function getRealtimeLastSeenQueryOptions(projectId: number, timeframe: RealtimeTimeframe) {
  return queryOptions({
    queryKey: [...realtimeLiveQueryKey(projectId), 'last-seen', timeframe],
    queryFn: ({ signal }) => getRealtimeLastSeen(projectId, timeframe, signal),
    staleTime: REALTIME_FRESH_MS,
  });
}

/** Re-read every `refreshMs` (TimeoutSeconds, spec 000 §9); false while the page is off. */
export function useRealtimeLastSeen(
  projectId: number,
  timeframe: RealtimeTimeframe,
  refreshMs: number | false,
) {
  return useQuery({
    ...getRealtimeLastSeenQueryOptions(projectId, timeframe),
    enabled: refreshMs !== false,
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
}
