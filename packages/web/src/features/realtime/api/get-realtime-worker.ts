import { queryOptions, useQuery } from '@tanstack/react-query';
import { RealtimeWorkerDetailSchema, type RealtimeWorkerDetail } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { realtimePath, realtimeQueryKey } from './realtime-keys.ts';

/** GET …/realtime/workers/:workerId: the worker card opened from a list. */
export function getRealtimeWorker(
  projectId: number,
  workerId: number,
  signal?: AbortSignal,
): Promise<RealtimeWorkerDetail> {
  return apiJson(realtimePath(projectId, `/workers/${workerId}`), RealtimeWorkerDetailSchema, {
    signal,
  });
}

export function getRealtimeWorkerQueryOptions(projectId: number, workerId: number) {
  return queryOptions({
    queryKey: [...realtimeQueryKey(projectId), 'worker', workerId],
    queryFn: ({ signal }) => getRealtimeWorker(projectId, workerId, signal),
  });
}

export function useRealtimeWorker(projectId: number, workerId: number | null) {
  return useQuery({
    ...getRealtimeWorkerQueryOptions(projectId, workerId ?? 0),
    enabled: workerId !== null,
  });
}
