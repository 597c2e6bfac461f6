import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  WorkerAutocompleteResponseSchema,
  WorkerListResponseSchema,
  type WorkerAutocompleteResponse,
  type WorkerListQueryInput,
  type WorkerListResponse,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { applicableSearch } from '@/lib/address/address-params.ts';

/** Everything cached about the project's workers (lists, suggestions, the advanced grid). */
export function workersQueryKey(projectId: number) {
  return ['workers', projectId] as const;
}

/** GET /api/v1/projects/{id}/workers (spec 001 §7 "Basic worker list"). */
export function getWorkers(
  projectId: number,
  query: WorkerListQueryInput,
  signal?: AbortSignal,
): Promise<WorkerListResponse> {
  return apiJson(`/api/v1/projects/${projectId}/workers`, WorkerListResponseSchema, {
    query: {
      page: query.page,
      limit: query.limit,
      orderBy: query.orderBy,
      searchString: query.searchString,
      contractId: query.contractId?.length ? query.contractId.join(',') : undefined,
    },
    signal,
  });
}

export function getWorkersQueryOptions(projectId: number, query: WorkerListQueryInput) {
  return queryOptions({
    queryKey: [...workersQueryKey(projectId), 'list', query],
    queryFn: ({ signal }) => getWorkers(projectId, query, signal),
  });
}

/** A new filter, sort or page keeps the previous page on screen until the next one arrives. */
export function useWorkers(projectId: number, query: WorkerListQueryInput) {
  return useQuery({
    ...getWorkersQueryOptions(projectId, query),
    placeholderData: keepPreviousData,
  });
}

/** GET …/workers/autocomplete: suggestions from 3 characters (spec 001 §5). */
export function getWorkerSuggestions(
  projectId: number,
  searchString: string,
  signal?: AbortSignal,
): Promise<WorkerAutocompleteResponse> {
  return apiJson(
    `/api/v1/projects/${projectId}/workers/autocomplete`,
    WorkerAutocompleteResponseSchema,
    { query: { searchString }, signal },
  );
}

export function useWorkerSuggestions(projectId: number, text: string) {
  const searchString = applicableSearch(text);
  return useQuery({
    queryKey: [...workersQueryKey(projectId), 'suggestions', searchString],
    queryFn: ({ signal }) => getWorkerSuggestions(projectId, searchString ?? '', signal),
    enabled: searchString !== undefined,
    placeholderData: keepPreviousData,
  });
}
