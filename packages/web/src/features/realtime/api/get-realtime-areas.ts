import { queryOptions, useQuery } from '@tanstack/react-query';
import { RealtimeAreaListSchema, type RealtimeArea } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { REALTIME_FRESH_MS, realtimePath, realtimeQueryKey } from './realtime-keys.ts';

/** GET …/realtime/areas: the areas (views) in their sort order, each with its pins. */
export function getRealtimeAreas(projectId: number, signal?: AbortSignal): Promise<RealtimeArea[]> {
  return apiJson(realtimePath(projectId, '/areas'), RealtimeAreaListSchema, { signal });
}

/**
 * Image addresses are signed for a few hours; a screen left open all day re-reads the areas
 * every 30 minutes so its pictures keep loading.
 */
export const AREAS_REFRESH_MS = 30 * 60_000;

export function getRealtimeAreasQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...realtimeQueryKey(projectId), 'areas'],
    queryFn: ({ signal }) => getRealtimeAreas(projectId, signal),
    staleTime: REALTIME_FRESH_MS,
  });
}

export function useRealtimeAreas(projectId: number, refresh = false) {
  return useQuery({
    ...getRealtimeAreasQueryOptions(projectId),
    refetchInterval: refresh ? AREAS_REFRESH_MS : false,
  });
}
