import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ProjectSchema, type Project } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getProjectsQueryOptions } from './get-projects.ts';

/** GET /api/v1/projects/{projectId}: 404 when the project is not visible in this demo mode. */
export function getProject(projectId: number, signal?: AbortSignal): Promise<Project> {
  return apiJson(`/api/v1/projects/${projectId}`, ProjectSchema, { signal });
}

export function getProjectQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['projects', projectId],
    queryFn: ({ signal }) => getProject(projectId, signal),
    meta: { silentErrors: true },
  });
}

/** The project, shown at once from the cached list while its own answer is on the way. */
export function useProject(projectId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getProjectQueryOptions(projectId),
    placeholderData: () =>
      queryClient
        .getQueryData(getProjectsQueryOptions().queryKey)
        ?.Data.find((project) => project.ProjectId === projectId),
  });
}
