import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Contract } from '@siteline/shared';
import { contractManagementKey } from './get-contracts.ts';

/**
 * A contract write: its dialog shows its own failure (spec 002 §8), and on success everything
 * cached about the project's contracts — and the dashboards, which name and nest contracts — is
 * out of date.
 */
export function useContractMutation<TInput>(
  projectId: number,
  write: (input: TInput) => Promise<Contract>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contractManagementKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: ['dashboards', projectId] }),
        queryClient.invalidateQueries({ queryKey: ['contracts', projectId, 'plan'] }),
      ]);
    },
  });
}
