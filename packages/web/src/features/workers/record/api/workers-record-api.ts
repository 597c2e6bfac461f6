import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WorkerChangelogSchema,
  WorkerCompanyOptionListSchema,
  WorkerProfileFieldsSchema,
  WorkerRecordSchema,
  type WorkerRecord,
  type WorkerUpdate,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';

/** Every query of one worker starts with this key (other tabs extend it). */
export const workerQueryKey = (projectId: number, workerId: number) =>
  ['projects', projectId, 'workers', workerId] as const;

export const workerPath = (projectId: number, workerId: number, tail = '') =>
  `/api/v1/projects/${projectId}/workers/${workerId}${tail}`;

export function getWorkerQueryOptions(projectId: number, workerId: number) {
  return queryOptions({
    queryKey: [...workerQueryKey(projectId, workerId), 'record'],
    queryFn: ({ signal }) =>
      apiJson(workerPath(projectId, workerId), WorkerRecordSchema, { signal }),
  });
}

/** GET the worker (spec 002 §7 "Worker: get, site status"). */
export function useWorker(projectId: number, workerId: number) {
  return useQuery(getWorkerQueryOptions(projectId, workerId));
}

/** The profile tabs and fields the user may see ("profile fields", "registration metadata"). */
export function useWorkerProfileFields(projectId: number) {
  return useQuery({
    queryKey: ['projects', projectId, 'worker-profile-fields'],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/worker-profile-fields`, WorkerProfileFieldsSchema, {
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

export function useWorkerChangelog(projectId: number, workerId: number) {
  return useQuery({
    queryKey: [...workerQueryKey(projectId, workerId), 'changelog'],
    queryFn: ({ signal }) =>
      apiJson(workerPath(projectId, workerId, '/changelog'), WorkerChangelogSchema, { signal }),
    staleTime: 0,
  });
}

export function useWorkerCompanies(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['projects', projectId, 'worker-companies'],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/worker-companies`, WorkerCompanyOptionListSchema, {
        signal,
      }),
    enabled,
  });
}

/** After a write: the answer is the fresh record; everything else of the worker reloads. */
function useWorkerWrite<V>(
  projectId: number,
  workerId: number,
  send: (variables: V) => Promise<WorkerRecord>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { handlesErrors: true },
    onSuccess: async (record) => {
      queryClient.setQueryData(getWorkerQueryOptions(projectId, workerId).queryKey, record);
      await queryClient.invalidateQueries({
        queryKey: workerQueryKey(projectId, workerId),
        predicate: (q) => q.queryKey[4] !== 'record',
      });
    },
  });
}

/** PUT the changed profile values ("update with tags"). */
export function useUpdateWorker(projectId: number, workerId: number) {
  return useWorkerWrite(projectId, workerId, (body: WorkerUpdate) =>
    apiJson(workerPath(projectId, workerId), WorkerRecordSchema, { method: 'PUT', body }),
  );
}

export function useUpdateWorkerNotes(projectId: number, workerId: number) {
  return useWorkerWrite(projectId, workerId, (Notes: string | null) =>
    apiJson(workerPath(projectId, workerId, '/notes'), WorkerRecordSchema, {
      method: 'PUT',
      body: { Notes },
    }),
  );
}

export function useChangeWorkerContract(projectId: number, workerId: number) {
  return useWorkerWrite(projectId, workerId, (ContractId: number) =>
    apiJson(workerPath(projectId, workerId, '/contract'), WorkerRecordSchema, {
      method: 'PUT',
      body: { ContractId },
    }),
  );
}

export function useDeleteWorker(projectId: number, workerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiFetch(workerPath(projectId, workerId), { method: 'DELETE' });
    },
    meta: { handlesErrors: true },
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: workerQueryKey(projectId, workerId) });
      return queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'workers'] });
    },
  });
}
