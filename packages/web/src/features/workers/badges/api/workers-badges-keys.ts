/** Every query of one worker's tags, photo and badge starts with this key. */
export function workerBadgesKey(projectId: number, workerId: number) {
  return ['workers', projectId, workerId, 'badges'] as const;
}

/** The designed v1 paths of a worker (see the shared workers-badges schemas). */
export function workerPath(projectId: number, workerId: number, rest = ''): string {
  return `/api/v1/projects/${projectId}/workers/${workerId}${rest}`;
}
