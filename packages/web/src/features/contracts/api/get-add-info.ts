import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractAddInfoSchema, type ContractAddInfo } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractManagementKey, contractManagementPath } from './get-contracts.ts';

/** GET …/contract-management/add-info: divisions with trades and placeholders, the primes. */
export function getAddInfo(projectId: number, signal?: AbortSignal): Promise<ContractAddInfo> {
  return apiJson(`${contractManagementPath(projectId)}/add-info`, ContractAddInfoSchema, {
    signal,
  });
}

export function getAddInfoQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...contractManagementKey(projectId), 'add-info'],
    queryFn: ({ signal }) => getAddInfo(projectId, signal),
  });
}

export function useAddInfo(projectId: number) {
  return useQuery(getAddInfoQueryOptions(projectId));
}
