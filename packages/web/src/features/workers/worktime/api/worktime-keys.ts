/** Every worktime query of a worker starts with this key: a change invalidates them at once. */
export function worktimeQueryKey(projectId: number, workerId: number) {
  return ['workers', projectId, workerId, 'worktime'] as const;
}

/** The designed paths of the worker record's worktime calls (see the shared schemas' header). */
export function workerPath(projectId: number, workerId: number, rest = ''): string {
  return `/api/v1/projects/${projectId}/workers/${workerId}${rest}`;
}
