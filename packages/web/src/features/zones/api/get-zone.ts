import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZoneDetailSchema, type ZoneDetail } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonePath, zonesQueryKey } from './zones-keys.ts';

/** GET v2/project_zones/{id} (spec 002 §7): one zone, its place and the rules in force. */
export function getZone(
  projectId: number,
  zoneId: number,
  signal?: AbortSignal,
): Promise<ZoneDetail> {
  return apiJson(zonePath(zoneId), ZoneDetailSchema, { query: { projectId }, signal });
}

export function getZoneQueryOptions(projectId: number, zoneId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'detail', zoneId],
    queryFn: ({ signal }) => getZone(projectId, zoneId, signal),
  });
}

export function useZone(projectId: number, zoneId: number) {
  return useQuery(getZoneQueryOptions(projectId, zoneId));
}
