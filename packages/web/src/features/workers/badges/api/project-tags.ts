import { useQuery } from '@tanstack/react-query';
import {
  ProjectTagsResponseSchema,
  type ProjectTagFilter,
} from '@siteline/shared/workers/workers-project-tags.schemas';
import { apiJson } from '@/lib/api-client.ts';

/** Every query of the project's badge list (a tag assigned or ended anywhere refreshes them). */
export function projectTagsKey(projectId: number) {
  return ['workers', projectId, 'project-tags'] as const;
}

/** GET the project's badges through one of the spec's four tag filters. */
export function useProjectTags(projectId: number, filter: ProjectTagFilter) {
  return useQuery({
    queryKey: [...projectTagsKey(projectId), filter],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/tags?filter=${filter}`, ProjectTagsResponseSchema, {
        signal,
      }),
    placeholderData: (previous) => previous,
  });
}
