import { queryOptions, useQuery } from '@tanstack/react-query';
import { WorkerZoneAccessTreeSchema, type WorkerZoneAccess } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { workerPath, worktimeQueryKey } from './worktime-keys.ts';

/** The zone tree with the worker's access today and where each rule comes from. */
export function getWorkerZones(
  projectId: number,
  workerId: number,
  signal?: AbortSignal,
): Promise<WorkerZoneAccess[]> {
  return apiJson(workerPath(projectId, workerId, '/zones'), WorkerZoneAccessTreeSchema, {
    signal,
  });
}

export function getWorkerZonesQueryOptions(projectId: number, workerId: number) {
  return queryOptions({
    queryKey: [...worktimeQueryKey(projectId, workerId), 'zones'],
    queryFn: ({ signal }) => getWorkerZones(projectId, workerId, signal),
  });
}

export function useWorkerZones(projectId: number, workerId: number) {
  return useQuery(getWorkerZonesQueryOptions(projectId, workerId));
}
