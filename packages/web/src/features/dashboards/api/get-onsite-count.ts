import { queryOptions, useQuery } from '@tanstack/react-query';
import { OnsiteCountSchema, type OnsiteCount } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/projects/{id}/dashboard/onsite-count (spec 000 §7 "On-site count"). */
export function getOnsiteCount(projectId: number, signal?: AbortSignal): Promise<OnsiteCount> {
  return apiJson(`/api/v1/projects/${projectId}/dashboard/onsite-count`, OnsiteCountSchema, {
    signal,
  });
}

/** "On site now" moves as people badge in and out: refreshed every minute while shown. */
export function getOnsiteCountQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['dashboards', projectId, 'onsite-count'],
    queryFn: ({ signal }) => getOnsiteCount(projectId, signal),
    refetchInterval: 60_000,
  });
}

/** Mounted only when the project has entrance and exit zones (spec 000 §2 Home). */
export function useOnsiteCount(projectId: number) {
  return useQuery(getOnsiteCountQueryOptions(projectId));
}
