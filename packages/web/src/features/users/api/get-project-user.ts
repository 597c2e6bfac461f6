import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectUserSchema, type ProjectUser } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath, usersQueryKey } from './users-keys.ts';

/** GET …/users/{userId}: one member with their roles. */
export function getProjectUser(
  projectId: number,
  userId: number,
  signal?: AbortSignal,
): Promise<ProjectUser> {
  return apiJson(usersPath(projectId, `/${userId}`), ProjectUserSchema, { signal });
}

export function getProjectUserQueryOptions(projectId: number, userId: number) {
  return queryOptions({
    queryKey: [...usersQueryKey(projectId), 'one', userId],
    queryFn: ({ signal }) => getProjectUser(projectId, userId, signal),
    // The page says "There was an error loading the user." itself (spec 002 §8).
    meta: { silentErrors: true },
  });
}

export function useProjectUser(projectId: number, userId: number) {
  return useQuery(getProjectUserQueryOptions(projectId, userId));
}
