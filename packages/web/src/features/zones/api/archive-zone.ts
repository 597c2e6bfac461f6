import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ZoneArchiveInfoSchema,
  ZoneArchiveResultSchema,
  type ZoneArchiveInfo,
  type ZoneArchiveResult,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonePath, zonesQueryKey } from './zones-keys.ts';

/** GET v2/project_zones/{id}/archive: the active sub-zones archiving takes with it. */
export function getZoneArchiveInfo(
  projectId: number,
  zoneId: number,
  signal?: AbortSignal,
): Promise<ZoneArchiveInfo> {
  return apiJson(zonePath(zoneId, '/archive'), ZoneArchiveInfoSchema, {
    query: { projectId },
    signal,
  });
}

export function getZoneArchiveInfoQueryOptions(projectId: number, zoneId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'archive', zoneId],
    queryFn: ({ signal }) => getZoneArchiveInfo(projectId, zoneId, signal),
  });
}

/** Fetched afresh each time the dialog opens: someone may have added a sub-zone meanwhile. */
export function useZoneArchiveInfo(projectId: number, zoneId: number, enabled: boolean) {
  return useQuery({ ...getZoneArchiveInfoQueryOptions(projectId, zoneId), enabled, staleTime: 0 });
}

/** POST v2/project_zones/{id}/archive. */
export function archiveZone(projectId: number, zoneId: number): Promise<ZoneArchiveResult> {
  return apiJson(zonePath(zoneId, '/archive'), ZoneArchiveResultSchema, {
    method: 'POST',
    query: { projectId },
  });
}

/** spec 002 §8: the dialog says "Error trying to archive zone" itself. */
export function useArchiveZone(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (zoneId: number) => archiveZone(projectId, zoneId),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryKey(projectId) }),
  });
}
