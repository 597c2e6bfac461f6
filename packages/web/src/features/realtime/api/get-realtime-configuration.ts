import { queryOptions, useQuery } from '@tanstack/react-query';
import { RealtimeConfigurationSchema, type RealtimeConfiguration } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { REALTIME_FRESH_MS, realtimePath, realtimeQueryKey } from './realtime-keys.ts';

/** GET …/realtime/configuration (spec 000 §3 "Realtime configuration"). */
export function getRealtimeConfiguration(
  projectId: number,
  signal?: AbortSignal,
): Promise<RealtimeConfiguration> {
  return apiJson(realtimePath(projectId, '/configuration'), RealtimeConfigurationSchema, {
    signal,
  });
}

export function getRealtimeConfigurationQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...realtimeQueryKey(projectId), 'configuration'],
    queryFn: ({ signal }) => getRealtimeConfiguration(projectId, signal),
    staleTime: REALTIME_FRESH_MS,
  });
}

export function useRealtimeConfiguration(projectId: number) {
  return useQuery(getRealtimeConfigurationQueryOptions(projectId));
}
