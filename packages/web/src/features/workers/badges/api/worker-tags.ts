import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TagTypeListSchema,
  WorkerTagListSchema,
  WorkerTagSchema,
  type WorkerTag,
  type WorkerTagAssign,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { projectTagsKey } from './project-tags.ts';
import { workerBadgesKey, workerPath } from './workers-badges-keys.ts';

/** GET the worker's tags, newest first, and the project's today (what their dates mean). */
export function getWorkerTagsQueryOptions(projectId: number, workerId: number) {
  return queryOptions({
    queryKey: [...workerBadgesKey(projectId, workerId), 'tags'],
    queryFn: ({ signal }) =>
      apiJson(workerPath(projectId, workerId, '/tags'), WorkerTagListSchema, { signal }),
  });
}

export function useWorkerTags(projectId: number, workerId: number) {
  return useQuery(getWorkerTagsQueryOptions(projectId, workerId));
}

/** spec 002 §7 "current tag types". */
export function useTagTypes(projectId: number) {
  return useQuery({
    queryKey: ['tagTypes', projectId],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/tag-types`, TagTypeListSchema, { signal }),
    staleTime: Infinity,
  });
}

function useInvalidate(projectId: number, workerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: workerBadgesKey(projectId, workerId) }),
      // The record's header (photo, active badge).
      queryClient.invalidateQueries({ queryKey: ['projects', projectId, 'workers', workerId] }),
      queryClient.invalidateQueries({ queryKey: projectTagsKey(projectId) }),
    ]);
}

/** POST: assign a tag (the dialog shows the error itself). */
export function useAssignWorkerTag(projectId: number, workerId: number) {
  const invalidate = useInvalidate(projectId, workerId);
  return useMutation({
    mutationFn: (input: WorkerTagAssign): Promise<WorkerTag> =>
      apiJson(workerPath(projectId, workerId, '/tags'), WorkerTagSchema, {
        method: 'POST',
        body: input,
      }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

/** PUT: "Editing an existing tag only sets its end date." */
export function useEndWorkerTag(projectId: number, workerId: number) {
  const invalidate = useInvalidate(projectId, workerId);
  return useMutation({
    mutationFn: (input: { workerTagId: number; lastDate: string }): Promise<WorkerTag> =>
      apiJson(workerPath(projectId, workerId, `/tags/${input.workerTagId}`), WorkerTagSchema, {
        method: 'PUT',
        body: { LastDateWorkerHadTag: input.lastDate },
      }),
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}

export function useDeleteWorkerTag(projectId: number, workerId: number) {
  const invalidate = useInvalidate(projectId, workerId);
  return useMutation({
    mutationFn: async (workerTagId: number) => {
      await apiFetch(workerPath(projectId, workerId, `/tags/${workerTagId}`), {
        method: 'DELETE',
      });
    },
    meta: { handlesErrors: true },
    onSuccess: invalidate,
  });
}
