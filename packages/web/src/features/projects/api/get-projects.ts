import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PROJECT_LIST_PAGE_SIZE,
  ProjectListResponseSchema,
  TIMINGS_MS,
  type ProjectListResponse,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v1/projects, page 1 of 500 (spec 000 §9), in the current demo mode. */
export function getProjects(signal?: AbortSignal): Promise<ProjectListResponse> {
  return apiJson('/api/v1/projects', ProjectListResponseSchema, {
    query: { page: 1, pageSize: PROJECT_LIST_PAGE_SIZE },
    signal,
  });
}

/** Cached 30 s (spec 002 §9); sign-out and the demo switch clear the whole cache. */
export function getProjectsQueryOptions() {
  return queryOptions({
    queryKey: ['projects'],
    queryFn: ({ signal }) => getProjects(signal),
    staleTime: TIMINGS_MS.projectListCache,
  });
}

export function useProjects() {
  return useQuery(getProjectsQueryOptions());
}
