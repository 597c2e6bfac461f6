import { ContractSchema, type Contract, type ContractUpdate } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractPath } from './get-contract.ts';
import { useContractMutation } from './use-contract-mutation.ts';

/** PUT …/contracts/{contractId}: the edit modal's save. */
export function updateContract(
  projectId: number,
  contractId: number,
  body: ContractUpdate,
): Promise<Contract> {
  return apiJson(contractPath(projectId, contractId), ContractSchema, { method: 'PUT', body });
}

export function useUpdateContract(projectId: number) {
  return useContractMutation(projectId, (input: { contractId: number; body: ContractUpdate }) =>
    updateContract(projectId, input.contractId, input.body),
  );
}
