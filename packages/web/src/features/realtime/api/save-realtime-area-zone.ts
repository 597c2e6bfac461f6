import { useMutation } from '@tanstack/react-query';
import {
  RealtimeAreaSchema,
  type RealtimeArea,
  type RealtimeAreaZoneUpsert,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { useStoreArea } from './update-realtime-area.ts';
import { realtimePath } from './realtime-keys.ts';

/** PUT …/realtime/areas/:areaId/zones: pins a zone on the area, or moves its pin. */
export function saveRealtimeAreaZone(
  projectId: number,
  areaId: number,
  body: RealtimeAreaZoneUpsert,
): Promise<RealtimeArea> {
  return apiJson(realtimePath(projectId, `/areas/${areaId}/zones`), RealtimeAreaSchema, {
    method: 'PUT',
    body,
  });
}

export function useSaveRealtimeAreaZone(projectId: number) {
  const store = useStoreArea(projectId);
  return useMutation({
    mutationFn: ({ areaId, zone }: { areaId: number; zone: RealtimeAreaZoneUpsert }) =>
      saveRealtimeAreaZone(projectId, areaId, zone),
    // The editor shows the refusal beside the pin (spec 000 §5, §8).
    meta: { handlesErrors: true },
    onSuccess: store,
  });
}
