/** The users area's calls share one path and one cache key per project. */
export function usersPath(projectId: number, rest = ''): string {
  return `/api/v1/projects/${projectId}/users${rest}`;
}

export function usersQueryKey(projectId: number) {
  return ['projects', projectId, 'users'] as const;
}
