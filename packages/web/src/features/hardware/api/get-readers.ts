import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  ReaderListResponseSchema,
  type ReaderListQueryInput,
  type ReaderListResponse,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v2/projects/{id}/readers (spec 002 §7): one page, filtered and sorted by the server. */
export function getReaders(
  projectId: number,
  query: ReaderListQueryInput,
  signal?: AbortSignal,
): Promise<ReaderListResponse> {
  return apiJson(`/api/v2/projects/${projectId}/readers`, ReaderListResponseSchema, {
    query: { ...query },
    signal,
  });
}

/** Everything cached about the project's readers: lists and assignments. */
export function readersQueryKey(projectId: number) {
  return ['hardware', projectId, 'readers'] as const;
}

export function getReadersQueryOptions(projectId: number, query: ReaderListQueryInput) {
  return queryOptions({
    queryKey: [...readersQueryKey(projectId), 'list', query],
    queryFn: ({ signal }) => getReaders(projectId, query, signal),
  });
}

/** A new filter, sort or page keeps the previous page on screen until the next one arrives. */
export function useReaders(projectId: number, query: ReaderListQueryInput) {
  return useQuery({
    ...getReadersQueryOptions(projectId, query),
    placeholderData: keepPreviousData,
  });
}
