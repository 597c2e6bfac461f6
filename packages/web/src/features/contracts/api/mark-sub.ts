import { ContractSchema, type Contract } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractPath } from './get-contract.ts';
import { useContractMutation } from './use-contract-mutation.ts';

/** POST …/contracts/{contractId}/mark-sub with the new parent prime. */
export function markSub(
  projectId: number,
  contractId: number,
  parentContractId: number,
): Promise<Contract> {
  return apiJson(`${contractPath(projectId, contractId)}/mark-sub`, ContractSchema, {
    method: 'POST',
    body: { ParentContractId: parentContractId },
  });
}

export function useMarkSub(projectId: number) {
  return useContractMutation(projectId, (input: { contractId: number; parentContractId: number }) =>
    markSub(projectId, input.contractId, input.parentContractId),
  );
}
