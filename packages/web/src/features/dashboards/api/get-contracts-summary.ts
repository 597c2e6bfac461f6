import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractsSummarySchema, type ContractsSummary } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/**
 * GET /api/v1/projects/{id}/contracts-summary (spec 000 §7 "Contracts summary"): every contract;
 * the page filters and sorts with the shared rules, so a filter change needs no new request.
 */
export function getContractsSummary(
  projectId: number,
  signal?: AbortSignal,
): Promise<ContractsSummary> {
  return apiJson(`/api/v1/projects/${projectId}/contracts-summary`, ContractsSummarySchema, {
    signal,
  });
}

export function getContractsSummaryQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['dashboards', projectId, 'contracts-summary'],
    queryFn: ({ signal }) => getContractsSummary(projectId, signal),
  });
}

export function useContractsSummary(projectId: number) {
  return useQuery(getContractsSummaryQueryOptions(projectId));
}
