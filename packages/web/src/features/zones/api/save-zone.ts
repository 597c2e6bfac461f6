import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZoneDetailSchema, type ZoneDetail, type ZoneWrite } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonePath, zonesQueryKey } from './zones-keys.ts';

/** POST v2/project_zones (create) or PUT v2/project_zones/{id} (rename, move, describe). */
export function saveZone(
  projectId: number,
  zoneId: number | null,
  body: ZoneWrite,
): Promise<ZoneDetail> {
  return apiJson(zoneId === null ? '/api/v2/project_zones' : zonePath(zoneId), ZoneDetailSchema, {
    method: zoneId === null ? 'POST' : 'PUT',
    query: { projectId },
    body,
  });
}

/** The form shows the server's reasons itself, so the generic alert stays out of it. */
export function useSaveZone(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zoneId, body }: { zoneId: number | null; body: ZoneWrite }) =>
      saveZone(projectId, zoneId, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryKey(projectId) }),
  });
}
