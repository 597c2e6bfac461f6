import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectUserListSchema, type ProjectUserList } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { usersPath, usersQueryKey } from './users-keys.ts';

/** GET …/users: the project's users with their roles (spec 002 §3 "Project user"). */
export function getProjectUsers(projectId: number, signal?: AbortSignal): Promise<ProjectUserList> {
  return apiJson(usersPath(projectId), ProjectUserListSchema, { signal });
}

export function getProjectUsersQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...usersQueryKey(projectId), 'list'],
    queryFn: ({ signal }) => getProjectUsers(projectId, signal),
  });
}

export function useProjectUsers(projectId: number) {
  return useQuery(getProjectUsersQueryOptions(projectId));
}
