import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZoneRulesSchema, type ZoneRules } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zoneRulesPath, zonesQueryKey } from './zones-keys.ts';

/** The zone rules read (spec 002 §7, version 1). */
export function getZoneRules(
  projectId: number,
  zoneId: number,
  signal?: AbortSignal,
): Promise<ZoneRules> {
  return apiJson(zoneRulesPath(projectId, zoneId, '/rules'), ZoneRulesSchema, { signal });
}

export function getZoneRulesQueryOptions(projectId: number, zoneId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'rules', zoneId],
    queryFn: ({ signal }) => getZoneRules(projectId, zoneId, signal),
  });
}

export function useZoneRules(projectId: number, zoneId: number) {
  return useQuery(getZoneRulesQueryOptions(projectId, zoneId));
}
