import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  RecentRegistrationsResponseSchema,
  type RecentRegistrationsResponse,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workersQueryKey } from './get-workers.ts';

/** GET /api/v1/project/registrations/recent?projectId= (spec 001 §7): newest first. */
export function getRecentRegistrations(
  projectId: number,
  signal?: AbortSignal,
): Promise<RecentRegistrationsResponse> {
  return apiJson('/api/v1/project/registrations/recent', RecentRegistrationsResponseSchema, {
    query: { projectId, limit: 50 },
    signal,
  });
}

export function getRecentRegistrationsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...workersQueryKey(projectId), 'recent'],
    queryFn: ({ signal }) => getRecentRegistrations(projectId, signal),
  });
}

export function useRecentRegistrations(projectId: number) {
  return useQuery(getRecentRegistrationsQueryOptions(projectId));
}
