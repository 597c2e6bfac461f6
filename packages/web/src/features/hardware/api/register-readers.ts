import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ReaderRegistrationResultSchema,
  type ReaderRegistration,
  type ReaderRegistrationResult,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { readersQueryKey } from './get-readers.ts';

/** POST /api/v2/projects/{id}/readers: register readers by serial (all or none). */
export function registerReaders(
  projectId: number,
  body: ReaderRegistration,
): Promise<ReaderRegistrationResult> {
  return apiJson(`/api/v2/projects/${projectId}/readers`, ReaderRegistrationResultSchema, {
    method: 'POST',
    body,
  });
}

export function useRegisterReaders(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReaderRegistration) => registerReaders(projectId, body),
    meta: { handlesErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: readersQueryKey(projectId) });
      await queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'setup'] });
    },
  });
}
