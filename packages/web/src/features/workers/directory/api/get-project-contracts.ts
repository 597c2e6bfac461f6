import { queryOptions, useQuery } from '@tanstack/react-query';
import { ProjectContractsResponseSchema, type ProjectContractsResponse } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** Pickers ask for every contract at once (spec 001 §9: "Contract list size for pickers 10000"). */
export const CONTRACT_PICKER_PAGE_SIZE = 10000;

/** GET /api/v1/projects/{id}/contracts (page 1, pageSize 10000, includeChildren false). */
export function getProjectContracts(
  projectId: number,
  signal?: AbortSignal,
): Promise<ProjectContractsResponse> {
  return apiJson(`/api/v1/projects/${projectId}/contracts`, ProjectContractsResponseSchema, {
    query: { page: 1, pageSize: CONTRACT_PICKER_PAGE_SIZE, includeChildren: false },
    signal,
  });
}

export function getProjectContractsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['workers', projectId, 'contracts'],
    queryFn: ({ signal }) => getProjectContracts(projectId, signal),
    staleTime: 60_000,
  });
}

export function useProjectContracts(projectId: number) {
  return useQuery(getProjectContractsQueryOptions(projectId));
}
