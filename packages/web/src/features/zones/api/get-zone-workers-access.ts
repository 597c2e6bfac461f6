import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZoneWhitelistSchema, type ZoneWhitelistWorker } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zoneRulesPath, zonesQueryKey } from './zones-keys.ts';

/** `workers_access` (spec 002 §7): who may be in the zone today. */
export function getZoneWorkersAccess(
  projectId: number,
  zoneId: number,
  signal?: AbortSignal,
): Promise<ZoneWhitelistWorker[]> {
  return apiJson(zoneRulesPath(projectId, zoneId, '/workers_access'), ZoneWhitelistSchema, {
    signal,
  });
}

export function getZoneWorkersAccessQueryOptions(projectId: number, zoneId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'access', zoneId],
    queryFn: ({ signal }) => getZoneWorkersAccess(projectId, zoneId, signal),
  });
}

export function useZoneWorkersAccess(projectId: number, zoneId: number) {
  return useQuery(getZoneWorkersAccessQueryOptions(projectId, zoneId));
}
