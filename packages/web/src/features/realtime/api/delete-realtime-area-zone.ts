import { useMutation } from '@tanstack/react-query';
import { RealtimeAreaSchema, type RealtimeArea } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { useStoreArea } from './update-realtime-area.ts';
import { realtimePath } from './realtime-keys.ts';

/** DELETE …/realtime/areas/:areaId/zones/:projectZoneId: answers the area without the pin. */
export function deleteRealtimeAreaZone(
  projectId: number,
  areaId: number,
  projectZoneId: number,
): Promise<RealtimeArea> {
  return apiJson(
    realtimePath(projectId, `/areas/${areaId}/zones/${projectZoneId}`),
    RealtimeAreaSchema,
    { method: 'DELETE' },
  );
}

export function useDeleteRealtimeAreaZone(projectId: number) {
  const store = useStoreArea(projectId);
  return useMutation({
    mutationFn: ({ areaId, projectZoneId }: { areaId: number; projectZoneId: number }) =>
      deleteRealtimeAreaZone(projectId, areaId, projectZoneId),
    // The editor shows the refusal beside the pin (spec 000 §5, §8).
    meta: { handlesErrors: true },
    onSuccess: store,
  });
}
