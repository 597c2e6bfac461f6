/** Every request of the realtime area lives under one path and one cache key per project. */
export function realtimePath(projectId: number, rest = ''): string {
  return `/api/v1/projects/${projectId}/realtime${rest}`;
}

export function realtimeQueryKey(projectId: number) {
  return ['realtime', projectId] as const;
}

/** The live lists (last seen, unauthorized reads, density alerts): re-fetched together. */
export function realtimeLiveQueryKey(projectId: number) {
  return [...realtimeQueryKey(projectId), 'live'] as const;
}
