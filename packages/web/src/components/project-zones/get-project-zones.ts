import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectZoneListSchema, type ProjectZoneListItem } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonesQueryKey } from './zones-keys.ts';

/** GET /api/v2/project_zones/list?projectId= (spec 002 §7): the project's zones, flat (its `data`). */
export async function getProjectZones(
  projectId: number,
  signal?: AbortSignal,
): Promise<ProjectZoneListItem[]> {
  const { data } = await apiJson('/api/v2/project_zones/list', ProjectZoneListSchema, {
    query: { projectId },
    signal,
  });
  return data;
}

/** Zones change rarely while a picker is open; a minute keeps filters and dialogs in step. */
export function getProjectZonesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'list'],
    queryFn: ({ signal }) => getProjectZones(projectId, signal),
    staleTime: 60_000,
  });
}

export function useProjectZones(projectId: number) {
  return useQuery(getProjectZonesQueryOptions(projectId));
}
