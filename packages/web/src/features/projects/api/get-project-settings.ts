import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectSettingsSchema, type ProjectSettings } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET …/settings: time zone, dates, workday boundary, shifts, flags. */
export function getProjectSettings(
  projectId: number,
  signal?: AbortSignal,
): Promise<ProjectSettings> {
  return apiJson(`/api/v1/projects/${projectId}/settings`, ProjectSettingsSchema, { signal });
}

export function getProjectSettingsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['projects', projectId, 'settings'],
    queryFn: ({ signal }) => getProjectSettings(projectId, signal),
  });
}

/** Not asked for a project that does not exist yet (null: the new-project form). */
export function useProjectSettings(projectId: number | null) {
  return useQuery({
    ...getProjectSettingsQueryOptions(projectId ?? 0),
    enabled: projectId !== null,
  });
}
