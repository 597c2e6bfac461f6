import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { getRealtimeAreasQueryOptions } from './get-realtime-areas.ts';
import { realtimePath } from './realtime-keys.ts';

/** DELETE …/realtime/areas/:areaId. */
export async function deleteRealtimeArea(projectId: number, areaId: number): Promise<void> {
  await apiFetch(realtimePath(projectId, `/areas/${areaId}`), { method: 'DELETE' });
}

/** spec 000 §8: a failure says "Error deleting area", so the generic alert stays out of it. */
export function useDeleteRealtimeArea(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (areaId: number) => deleteRealtimeArea(projectId, areaId),
    meta: { handlesErrors: true },
    onSuccess: (_nothing, areaId) =>
      queryClient.setQueryData(getRealtimeAreasQueryOptions(projectId).queryKey, (areas) =>
        areas?.filter((area) => area.realtimeAreaId !== areaId),
      ),
  });
}
