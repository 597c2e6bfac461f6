import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  RealtimeDensityAlertListSchema,
  type RealtimeDensityAlert,
  type RealtimeTimeframe,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { REALTIME_FRESH_MS, realtimeLiveQueryKey, realtimePath } from './realtime-keys.ts';

/** GET …/realtime/density-alerts?timeframe=: active facts and those resolved in the timeframe. */
export function getRealtimeDensityAlerts(
  projectId: number,
  timeframe: RealtimeTimeframe,
  signal?: AbortSignal,
): Promise<RealtimeDensityAlert[]> {
  return apiJson(realtimePath(projectId, '/density-alerts'), RealtimeDensityAlertListSchema, {
    query: { timeframe },
    signal,
  });
}

export function getRealtimeDensityAlertsQueryOptions(
  projectId: number,
  timeframe: RealtimeTimeframe,
) {
  return queryOptions({
    queryKey: [...realtimeLiveQueryKey(projectId), 'density-alerts', timeframe],
    queryFn: ({ signal }) => getRealtimeDensityAlerts(projectId, timeframe, signal),
    staleTime: REALTIME_FRESH_MS,
  });
}

export function useRealtimeDensityAlerts(
  projectId: number,
  timeframe: RealtimeTimeframe,
  refreshMs: number | false,
) {
  return useQuery({
    ...getRealtimeDensityAlertsQueryOptions(projectId, timeframe),
    enabled: refreshMs !== false,
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
}
