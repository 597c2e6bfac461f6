import {
  ContractSchema,
  type Contract,
  type ContractInput,
  type SubContractInput,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { contractManagementPath } from './get-contracts.ts';
import { useContractMutation } from './use-contract-mutation.ts';

export type AddContractInput =
  { kind: 'prime'; body: ContractInput } | { kind: 'sub'; body: SubContractInput };

/** POST …/contract-management/prime or …/sub. */
export function addContract(projectId: number, input: AddContractInput): Promise<Contract> {
  return apiJson(`${contractManagementPath(projectId)}/${input.kind}`, ContractSchema, {
    method: 'POST',
    body: input.body,
  });
}

export function useAddContract(projectId: number) {
  return useContractMutation(projectId, (input: AddContractInput) => addContract(projectId, input));
}
