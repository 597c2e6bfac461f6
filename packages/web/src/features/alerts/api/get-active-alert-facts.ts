import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ActiveAlertFactsSchema, type ActiveAlertFacts } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { alertFactsPath, alertsQueryKey } from './alerts-keys.ts';
import { prefetchQuietly } from '@/lib/query-client.ts';

/** GET …/alert-facts/active: the active facts, newest first, and their groups by type. */
export function getActiveAlertFacts(
  projectId: number,
  signal?: AbortSignal,
): Promise<ActiveAlertFacts> {
  return apiJson(alertFactsPath(projectId, '/active'), ActiveAlertFactsSchema, { signal });
}

export function getActiveAlertFactsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...alertsQueryKey(projectId), 'active'],
    queryFn: ({ signal }) => getActiveAlertFacts(projectId, signal),
    // Fresh for a few seconds, so the page drawn after the route's prefetch does not ask again;
    // the project channel says when the facts change.
    staleTime: 5_000,
    meta: { silentErrors: true },
  });
}

/** Asked for by the route while the page's code loads (decision 0016, rule 7). */
export function prefetchActiveAlertFacts(queryClient: QueryClient, projectId: number): void {
  void prefetchQuietly(queryClient, getActiveAlertFactsQueryOptions(projectId));
}

export function useActiveAlertFacts(projectId: number) {
  return useQuery(getActiveAlertFactsQueryOptions(projectId));
}
