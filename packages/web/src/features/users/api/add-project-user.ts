import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProjectUserSchema, type AddProjectUser, type ProjectUser } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath, usersQueryKey } from './users-keys.ts';

/** POST …/users: a found user (UserId) or a new one, invited by e-mail. */
export function addProjectUser(projectId: number, body: AddProjectUser): Promise<ProjectUser> {
  return apiJson(usersPath(projectId), ProjectUserSchema, { method: 'POST', body });
}

export function useAddProjectUser(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddProjectUser) => addProjectUser(projectId, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(projectId) }),
  });
}
