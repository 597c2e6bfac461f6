import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserNameSchema, type UserName } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath, usersQueryKey } from './users-keys.ts';

/** DELETE …/users/{userId}: removes the user from the project; answers their name. */
export function removeProjectUser(projectId: number, userId: number): Promise<UserName> {
  return apiJson(usersPath(projectId, `/${userId}`), UserNameSchema, { method: 'DELETE' });
}

export function useRemoveProjectUser(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeProjectUser(projectId, userId),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey(projectId) }),
  });
}
