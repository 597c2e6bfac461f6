import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ProjectSettingsSchema,
  type ProjectSettings,
  type ProjectSettingsInput,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getProjectSettingsQueryOptions } from './get-project-settings.ts';

/** POST /api/v1/projects: a new project, its creator its first member. */
export function createProject(body: ProjectSettingsInput): Promise<ProjectSettings> {
  return apiJson('/api/v1/projects', ProjectSettingsSchema, { method: 'POST', body });
}

/** PUT …/settings. */
export function updateProjectSettings(
  projectId: number,
  body: ProjectSettingsInput,
): Promise<ProjectSettings> {
  return apiJson(`/api/v1/projects/${projectId}/settings`, ProjectSettingsSchema, {
    method: 'PUT',
    body,
  });
}

/** Saves a new project (projectId null) or an existing one's settings; the lists follow. */
export function useSaveProjectSettings(projectId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectSettingsInput) =>
      projectId === null ? createProject(body) : updateProjectSettings(projectId, body),
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(getProjectSettingsQueryOptions(saved.ProjectId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
      await queryClient.invalidateQueries({ queryKey: ['accounts'] });
    },
  });
}
