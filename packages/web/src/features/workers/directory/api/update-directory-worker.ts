import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  UpdateWorkerDirectoryWorkerResponseSchema,
  type UpdateWorkerDirectoryWorkerInput,
  type UpdateWorkerDirectoryWorkerResponse,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workersQueryKey } from './get-workers.ts';

/** POST /api/v1/worker/updateWorkerDirectoryWorker: the flagged columns of one row. */
export function updateDirectoryWorker(
  body: UpdateWorkerDirectoryWorkerInput,
): Promise<UpdateWorkerDirectoryWorkerResponse> {
  return apiJson(
    '/api/v1/worker/updateWorkerDirectoryWorker',
    UpdateWorkerDirectoryWorkerResponseSchema,
    {
      method: 'POST',
      body,
    },
  );
}

/** The grid shows its own failures beside the row, so the generic alert stays out of it. */
export function useUpdateDirectoryWorker(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDirectoryWorker,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workersQueryKey(projectId) }),
  });
}
