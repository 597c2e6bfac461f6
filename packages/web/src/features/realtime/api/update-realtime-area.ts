import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RealtimeAreaSchema,
  type RealtimeArea,
  type RealtimeAreaImageUpload,
  type RealtimeAreaPatch,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getRealtimeAreasQueryOptions } from './get-realtime-areas.ts';
import { realtimePath } from './realtime-keys.ts';

/** PATCH …/realtime/areas/:areaId (spec 000 §7: replace /RealtimeAreaName). */
export function renameRealtimeArea(
  projectId: number,
  areaId: number,
  name: string,
): Promise<RealtimeArea> {
  const body: RealtimeAreaPatch = [{ op: 'replace', path: '/RealtimeAreaName', value: name }];
  return apiJson(realtimePath(projectId, `/areas/${areaId}`), RealtimeAreaSchema, {
    method: 'PATCH',
    body,
  });
}

/** PUT …/realtime/areas/:areaId/image: a new cropped picture; the pins stay where they are. */
export function replaceRealtimeAreaImage(
  projectId: number,
  areaId: number,
  body: RealtimeAreaImageUpload,
): Promise<RealtimeArea> {
  return apiJson(realtimePath(projectId, `/areas/${areaId}/image`), RealtimeAreaSchema, {
    method: 'PUT',
    body,
  });
}

/** Puts the answered area in the list cache, so the editor and the view show it at once. */
export function useStoreArea(projectId: number) {
  const queryClient = useQueryClient();
  return (saved: RealtimeArea) =>
    queryClient.setQueryData(getRealtimeAreasQueryOptions(projectId).queryKey, (areas) =>
      areas?.map((area) => (area.realtimeAreaId === saved.realtimeAreaId ? saved : area)),
    );
}

export function useRenameRealtimeArea(projectId: number) {
  const store = useStoreArea(projectId);
  return useMutation({
    mutationFn: ({ areaId, name }: { areaId: number; name: string }) =>
      renameRealtimeArea(projectId, areaId, name),
    onSuccess: store,
  });
}

export function useReplaceRealtimeAreaImage(projectId: number) {
  const store = useStoreArea(projectId);
  return useMutation({
    mutationFn: ({ areaId, image }: { areaId: number; image: RealtimeAreaImageUpload }) =>
      replaceRealtimeAreaImage(projectId, areaId, image),
    onSuccess: store,
  });
}
