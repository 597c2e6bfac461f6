import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ReaderAssignmentSchema, type ReaderAssignment } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getReaderAssignmentQueryOptions, readerAssignmentPath } from './get-reader-assignment.ts';
import { readersQueryKey } from './get-readers.ts';

/** POST …/assignments/current: a new version of the reader's placement; answers the saved one. */
export function saveReaderAssignment(body: ReaderAssignment): Promise<ReaderAssignment> {
  return apiJson(readerAssignmentPath(body.ProjectId, body.ReaderId), ReaderAssignmentSchema, {
    method: 'POST',
    body,
  });
}

/** The dialog shows its own failures (spec 002 §8), so the generic alert stays out of it. */
export function useSaveReaderAssignment(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveReaderAssignment,
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(
        getReaderAssignmentQueryOptions(projectId, saved.ReaderId).queryKey,
        saved,
      );
      // The list shows zone and location: every cached page of it is now out of date.
      await queryClient.invalidateQueries({ queryKey: readersQueryKey(projectId) });
    },
  });
}
