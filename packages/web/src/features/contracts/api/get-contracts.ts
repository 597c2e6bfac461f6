import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractManagementListSchema, type ContractManagementList } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

export function contractManagementPath(projectId: number): string {
  return `/api/v1/project/${projectId}/contract-management`;
}

/** Everything cached about the project's contract management (list, add-info, one contract). */
export function contractManagementKey(projectId: number) {
  return ['contracts', projectId, 'management'] as const;
}

/** GET …/contract-management/contracts: primes with their subs, and the divisions. */
export function getContracts(
  projectId: number,
  signal?: AbortSignal,
): Promise<ContractManagementList> {
  return apiJson(`${contractManagementPath(projectId)}/contracts`, ContractManagementListSchema, {
    signal,
  });
}

export function getContractsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...contractManagementKey(projectId), 'list'],
    queryFn: ({ signal }) => getContracts(projectId, signal),
  });
}

export function useContracts(projectId: number) {
  return useQuery(getContractsQueryOptions(projectId));
}
