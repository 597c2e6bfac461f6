import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardSchema, type Dashboard } from '@siteline/shared';
import { apiJson } from '../../../lib/api-client.ts';

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
  });
}

/**
 * No placeholder from the day before: figures under a date are that date's or none (the cards
 * show skeletons for the moment the next day loads).
 */
export function useDashboard(projectId: number, date: string | undefined) {
  return useQuery(getDashboardQueryOptions(projectId, date));
}
