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

/**
 * How long an answer counts as fresh: long enough that the page drawn just after the route's
 * prefetch uses it instead of asking again; the live lists are refreshed by the channel and by
 * the configuration's interval, not by this.
 */
export const REALTIME_FRESH_MS = 5_000;
