import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RealtimeAreaListSchema, type RealtimeArea } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getRealtimeAreasQueryOptions } from './get-realtime-areas.ts';
import { realtimePath } from './realtime-keys.ts';

/** PUT …/realtime/areas/sort-order: every area id in the new order. */
export function sortRealtimeAreas(
  projectId: number,
  realtimeAreaIds: number[],
): Promise<RealtimeArea[]> {
  return apiJson(realtimePath(projectId, '/areas/sort-order'), RealtimeAreaListSchema, {
    method: 'PUT',
    body: { realtimeAreaIds },
  });
}

/** spec 000 §8: a failed save reloads the page after 0.5 s (the caller does it). */
export function useSortRealtimeAreas(projectId: number) {
  const queryClient = useQueryClient();
  const key = getRealtimeAreasQueryOptions(projectId).queryKey;
  return useMutation({
    mutationFn: (realtimeAreaIds: number[]) => sortRealtimeAreas(projectId, realtimeAreaIds),
    meta: { handlesErrors: true },
    // The list moves at once; the server's answer then confirms it.
    onMutate: (realtimeAreaIds) => {
      queryClient.setQueryData(key, (areas) =>
        areas
          ? realtimeAreaIds.flatMap((id) => areas.filter((a) => a.realtimeAreaId === id))
          : areas,
      );
    },
    onSuccess: (areas) => queryClient.setQueryData(key, areas),
  });
}
