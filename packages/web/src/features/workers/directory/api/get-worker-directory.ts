import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  WorkerDirectoryResponseSchema,
  type WorkerDirectoryQueryInput,
  type WorkerDirectoryResponse,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workersQueryKey } from './get-workers.ts';

/** GET /api/v1/report/{projectId}/worker-directory (spec 001 §7). */
export function getWorkerDirectory(
  projectId: number,
  query: WorkerDirectoryQueryInput,
  signal?: AbortSignal,
): Promise<WorkerDirectoryResponse> {
  return apiJson(`/api/v1/report/${projectId}/worker-directory`, WorkerDirectoryResponseSchema, {
    query: {
      page: query.page,
      pageSize: query.pageSize,
      searchString: query.searchString,
      contractId: query.contractId?.length ? query.contractId.join(',') : undefined,
    },
    signal,
  });
}

export function getWorkerDirectoryQueryOptions(
  projectId: number,
  query: WorkerDirectoryQueryInput,
) {
  return queryOptions({
    queryKey: [...workersQueryKey(projectId), 'directory', query],
    queryFn: ({ signal }) => getWorkerDirectory(projectId, query, signal),
  });
}

export function useWorkerDirectory(projectId: number, query: WorkerDirectoryQueryInput) {
  return useQuery({
    ...getWorkerDirectoryQueryOptions(projectId, query),
    placeholderData: keepPreviousData,
  });
}
