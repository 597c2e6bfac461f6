import { queryOptions, useQuery } from '@tanstack/react-query';
import { RealtimeUnplacedSchema, type RealtimeUnplaced } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { realtimePath, realtimeQueryKey } from './realtime-keys.ts';

/** GET …/realtime/unplaced: zones with readers that no area pins, and readers in no zone. */
export function getRealtimeUnplaced(
  projectId: number,
  signal?: AbortSignal,
): Promise<RealtimeUnplaced> {
  return apiJson(realtimePath(projectId, '/unplaced'), RealtimeUnplacedSchema, { signal });
}

export function getRealtimeUnplacedQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...realtimeQueryKey(projectId), 'unplaced'],
    queryFn: ({ signal }) => getRealtimeUnplaced(projectId, signal),
  });
}

export function useRealtimeUnplaced(projectId: number) {
  return useQuery(getRealtimeUnplacedQueryOptions(projectId));
}
