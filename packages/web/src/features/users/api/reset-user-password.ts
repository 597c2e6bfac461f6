import { useMutation } from '@tanstack/react-query';
import { UserNameSchema, type UserName } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath } from './users-keys.ts';

/** POST …/users/{userId}/reset-password: e-mails the member a reset link. */
export function resetUserPassword(projectId: number, userId: number): Promise<UserName> {
  return apiJson(usersPath(projectId, `/${userId}/reset-password`), UserNameSchema, {
    method: 'POST',
  });
}

export function useResetUserPassword(projectId: number) {
  return useMutation({
    mutationFn: (userId: number) => resetUserPassword(projectId, userId),
    meta: { handlesErrors: true },
  });
}
