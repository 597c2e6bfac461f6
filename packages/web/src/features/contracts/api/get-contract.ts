import { queryOptions, useQuery } from '@tanstack/react-query';
import { ContractSchema, type Contract } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractManagementKey, contractManagementPath } from './get-contracts.ts';

export function contractPath(projectId: number, contractId: number): string {
  return `${contractManagementPath(projectId)}/contracts/${contractId}`;
}

/** GET …/contracts/{contractId}: one contract as it is now (the edit modal loads it afresh). */
export function getContract(
  projectId: number,
  contractId: number,
  signal?: AbortSignal,
): Promise<Contract> {
  return apiJson(contractPath(projectId, contractId), ContractSchema, { signal });
}

export function getContractQueryOptions(projectId: number, contractId: number) {
  return queryOptions({
    queryKey: [...contractManagementKey(projectId), 'contract', contractId],
    queryFn: ({ signal }) => getContract(projectId, contractId, signal),
  });
}

/** Loaded afresh each time the modal opens; nothing while no contract is chosen (id 0). */
export function useContract(projectId: number, contractId: number) {
  return useQuery({
    ...getContractQueryOptions(projectId, contractId),
    staleTime: 0,
    enabled: contractId > 0,
  });
}
