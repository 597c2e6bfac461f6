import { ContractSchema, type Contract } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractPath } from './get-contract.ts';
import { useContractMutation } from './use-contract-mutation.ts';

/** POST …/contracts/{contractId}/assign-company: a placeholder gets its company. */
export function assignCompany(
  projectId: number,
  contractId: number,
  companyId: number,
): Promise<Contract> {
  return apiJson(`${contractPath(projectId, contractId)}/assign-company`, ContractSchema, {
    method: 'POST',
    body: { CompanyId: companyId },
  });
}

export function useAssignCompany(projectId: number) {
  return useContractMutation(projectId, (input: { contractId: number; companyId: number }) =>
    assignCompany(projectId, input.contractId, input.companyId),
  );
}
