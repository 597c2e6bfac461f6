import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReaderAssignmentSchema, type ReaderAssignment } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { readersQueryKey } from './get-readers.ts';

export function readerAssignmentPath(projectId: number, readerId: number): string {
  return `/api/v1/project/${projectId}/readers/${readerId}/assignments/current`;
}

/** GET /api/v1/project/{id}/readers/{readerId}/assignments/current (spec 002 §7). */
export function getReaderAssignment(
  projectId: number,
  readerId: number,
  signal?: AbortSignal,
): Promise<ReaderAssignment> {
  return apiJson(readerAssignmentPath(projectId, readerId), ReaderAssignmentSchema, { signal });
}

export function getReaderAssignmentQueryOptions(projectId: number, readerId: number) {
  return queryOptions({
    queryKey: [...readersQueryKey(projectId), readerId, 'assignment'],
    queryFn: ({ signal }) => getReaderAssignment(projectId, readerId, signal),
  });
}

/** Always fetched afresh when the dialog opens: someone else may have moved the reader. */
export function useReaderAssignment(projectId: number, readerId: number) {
  return useQuery({ ...getReaderAssignmentQueryOptions(projectId, readerId), staleTime: 0 });
}
