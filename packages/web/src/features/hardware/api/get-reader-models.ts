import { queryOptions, useQuery } from '@tanstack/react-query';
import { HardwareModelListSchema, type HardwareModel } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v2/projects/{id}/readers/models (spec 002 §7). */
export function getReaderModels(projectId: number, signal?: AbortSignal): Promise<HardwareModel[]> {
  return apiJson(`/api/v2/projects/${projectId}/readers/models`, HardwareModelListSchema, {
    signal,
  });
}

/** The list of models is part of the product, not of the site: it changes with a release. */
export function getReaderModelsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['hardware', projectId, 'models'],
    queryFn: ({ signal }) => getReaderModels(projectId, signal),
    staleTime: 10 * 60_000,
  });
}

export function useReaderModels(projectId: number) {
  return useQuery(getReaderModelsQueryOptions(projectId));
}
