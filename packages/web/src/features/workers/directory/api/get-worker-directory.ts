import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  WorkerDirectoryResponseSchema,
  type WorkerDirectoryQueryInput,
  type WorkerDirectoryResponse,
} from '@siteline/shared';
import {
  DirectoryValuesResponseSchema,
  type DirectoryValuesResponse,
} from '@siteline/shared/workers/workers-directory-grid.schemas';
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
      filters: query.filters,
      groupBy: query.groupBy,
    },
    signal,
  });
}

/** GET …/worker-directory/values: a column's values for its header filter (the server's). */
export function getWorkerDirectoryValues(
  projectId: number,
  column: string,
  query: WorkerDirectoryQueryInput,
): Promise<DirectoryValuesResponse> {
  return apiJson(
    `/api/v1/report/${projectId}/worker-directory/values`,
    DirectoryValuesResponseSchema,
    {
      query: {
        column,
        searchString: query.searchString,
        contractId: query.contractId?.length ? query.contractId.join(',') : undefined,
        filters: query.filters,
      },
    },
  );
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
