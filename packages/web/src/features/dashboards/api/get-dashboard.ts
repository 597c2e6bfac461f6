import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { DashboardSchema, type Dashboard } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getDashboardCheckQueryOptions } from './get-dashboard-check.ts';
import { prefetchQuietly } from '@/lib/query-client.ts';

/** GET /api/v1/projects/{id}/dashboard?date= (spec 000 §7 "Project dashboard (optional date)"). */
export function getDashboard(
  projectId: number,
  date: string | undefined,
  signal?: AbortSignal,
): Promise<Dashboard> {
  return apiJson(`/api/v1/projects/${projectId}/dashboard`, DashboardSchema, {
    query: { date },
    signal,
  });
}

export function getDashboardQueryOptions(projectId: number, date: string | undefined) {
  return queryOptions({
    queryKey: ['dashboards', projectId, 'home', date ?? 'today'],
    queryFn: ({ signal }) => getDashboard(projectId, date, signal),
    // The figures run to yesterday and today's headcount moves slowly: an answer half a minute
    // old is current, so the page does not ask again the moment it mounts after the prefetch.
    staleTime: 30_000,
  });
}

/**
 * No placeholder from the day before: figures under a date are that date's or none (the cards
 * show skeletons for the moment the next day loads).
 */
export function useDashboard(projectId: number, date: string | undefined) {
  return useQuery(getDashboardQueryOptions(projectId, date));
}

/**
 * The home's figures asked for as soon as its route opens (its loader), beside the project and its
 * setup rather than after them: the page then draws its cards once, with their figures, instead
 * of skeletons first (on a slow phone every draw of the page is a long task). Today only: an
 * asked-for day is clamped to the project's start, which needs the project.
 */
export function prefetchHome(
  queryClient: QueryClient,
  projectId: number,
  date: string | undefined,
): void {
  if (date === undefined)
    void prefetchQuietly(queryClient, getDashboardQueryOptions(projectId, undefined));
  void prefetchQuietly(queryClient, getDashboardCheckQueryOptions(projectId));
}
