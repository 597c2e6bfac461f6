/** Every request of the alerts area lives under one cache key per project. */
export function alertsQueryKey(projectId: number) {
  return ['alerts', projectId] as const;
}

export function alertFactsPath(projectId: number, rest = ''): string {
  return `/api/v1/projects/${projectId}/alert-facts${rest}`;
}
