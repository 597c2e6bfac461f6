import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardCheckSchema, type DashboardCheck } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/projects/{id}/dashboard/check (spec 000 §7 "Dashboard check"). */
export function getDashboardCheck(
  projectId: number,
  signal?: AbortSignal,
): Promise<DashboardCheck> {
  return apiJson(`/api/v1/projects/${projectId}/dashboard/check`, DashboardCheckSchema, { signal });
}

/** The site's hardware changes rarely; one answer serves a morning of visits. */
export function getDashboardCheckQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['dashboards', projectId, 'check'],
    queryFn: ({ signal }) => getDashboardCheck(projectId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useDashboardCheck(projectId: number) {
  return useQuery(getDashboardCheckQueryOptions(projectId));
}
