import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectSetupSchema, type ProjectSetup } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET …/setup: what an empty project still lacks (zones, readers, contracts, plan, users). */
export function getProjectSetup(projectId: number, signal?: AbortSignal): Promise<ProjectSetup> {
  return apiJson(`/api/v1/projects/${projectId}/setup`, ProjectSetupSchema, { signal });
}

export function getProjectSetupQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['projects', projectId, 'setup'],
    queryFn: ({ signal }) => getProjectSetup(projectId, signal),
    // Without the checklist the home shows its dashboards, as before.
    meta: { silentErrors: true },
  });
}

export function useProjectSetup(projectId: number) {
  return useQuery(getProjectSetupQueryOptions(projectId));
}
