import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RealtimeAreaSchema, type RealtimeArea, type RealtimeAreaCreate } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getRealtimeAreasQueryOptions } from './get-realtime-areas.ts';
import { realtimePath } from './realtime-keys.ts';

/** POST …/realtime/areas with the cropped image in base64. */
export function createRealtimeArea(
  projectId: number,
  body: RealtimeAreaCreate,
): Promise<RealtimeArea> {
  return apiJson(realtimePath(projectId, '/areas'), RealtimeAreaSchema, { method: 'POST', body });
}

export function useCreateRealtimeArea(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RealtimeAreaCreate) => createRealtimeArea(projectId, body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getRealtimeAreasQueryOptions(projectId).queryKey }),
  });
}
