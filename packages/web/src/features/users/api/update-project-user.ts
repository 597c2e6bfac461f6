import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProjectUserSchema, type ProjectUser, type RoleAssignment } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getProjectUserQueryOptions } from './get-project-user.ts';
import { usersPath, usersQueryKey } from './users-keys.ts';

/** PUT …/users/{userId}: the member's roles, replacing the ones held. */
export function updateProjectUser(
  projectId: number,
  userId: number,
  roles: RoleAssignment[],
): Promise<ProjectUser> {
  return apiJson(usersPath(projectId, `/${userId}`), ProjectUserSchema, {
    method: 'PUT',
    body: { Roles: roles },
  });
}

export function useUpdateProjectUser(projectId: number, userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (roles: RoleAssignment[]) => updateProjectUser(projectId, userId, roles),
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(getProjectUserQueryOptions(projectId, userId).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...usersQueryKey(projectId), 'list'] });
    },
  });
}
