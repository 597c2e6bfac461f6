import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZoneHierarchySchema, type ZoneNode } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonesQueryKey } from './zones-keys.ts';

/** The zone hierarchy (spec 000 §7, 001 §7), without the Unassigned Zone: the tree page's. */
export async function getZoneHierarchy(
  projectId: number,
  signal?: AbortSignal,
): Promise<ZoneNode[]> {
  const { data } = await apiJson('/api/v2/project_zones/hierarchy', ZoneHierarchySchema, {
    query: { projectId, includeUnassignedReadersAsZones: false },
    signal,
  });
  return data;
}

export function getZoneHierarchyQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'hierarchy'],
    queryFn: ({ signal }) => getZoneHierarchy(projectId, signal),
  });
}

export function useZoneHierarchy(projectId: number) {
  return useQuery(getZoneHierarchyQueryOptions(projectId));
}
