import { ContractSchema, type Contract } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractPath } from './get-contract.ts';
import { useContractMutation } from './use-contract-mutation.ts';

/** POST …/contracts/{contractId}/mark-prime. */
export function markPrime(projectId: number, contractId: number): Promise<Contract> {
  return apiJson(`${contractPath(projectId, contractId)}/mark-prime`, ContractSchema, {
    method: 'POST',
  });
}

export function useMarkPrime(projectId: number) {
  return useContractMutation(projectId, (contractId: number) => markPrime(projectId, contractId));
}
