import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectRoleListSchema, type ProjectRole } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersQueryKey } from './users-keys.ts';

/** GET …/roles: the roles a member may hold, with level (`role`) and permissions. */
export function getProjectRoles(projectId: number, signal?: AbortSignal): Promise<ProjectRole[]> {
  return apiJson(`/api/v1/projects/${projectId}/roles`, ProjectRoleListSchema, { signal });
}

export function getProjectRolesQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...usersQueryKey(projectId), 'roles'],
    queryFn: ({ signal }) => getProjectRoles(projectId, signal),
    // "There was an error loading project roles." is shown by the screen (spec 002 §8).
    meta: { silentErrors: true },
    staleTime: 5 * 60_000,
  });
}

export function useProjectRoles(projectId: number) {
  return useQuery(getProjectRolesQueryOptions(projectId));
}
