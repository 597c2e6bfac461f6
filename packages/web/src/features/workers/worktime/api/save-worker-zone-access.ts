import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  WorkerZoneAccessTreeSchema,
  type WorkerZoneAccess,
  type WorkerZoneAccessUpdate,
} from '@siteline/shared';
import { apiFetch, apiJson } from '@/lib/api-client.ts';
import { getWorkerZonesQueryOptions } from './get-worker-zones.ts';
import { workerPath } from './worktime-keys.ts';

const accessPath = (projectId: number, workerId: number, zoneId: number) =>
  workerPath(projectId, workerId, `/zones/${zoneId}/access`);

/** PUT the worker's own access in a zone (ManageZones); answers the tree as it now is. */
export function saveWorkerZoneAccess(
  projectId: number,
  workerId: number,
  zoneId: number,
  body: WorkerZoneAccessUpdate,
): Promise<WorkerZoneAccess[]> {
  return apiJson(accessPath(projectId, workerId, zoneId), WorkerZoneAccessTreeSchema, {
    method: 'PUT',
    body,
  });
}

/** DELETE the worker's own access in a zone: the reset of a WORKER-level rule. */
export async function resetWorkerZoneAccess(
  projectId: number,
  workerId: number,
  zoneId: number,
): Promise<void> {
  await apiFetch(accessPath(projectId, workerId, zoneId), { method: 'DELETE' });
}

export function useSaveWorkerZoneAccess(projectId: number, workerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkerZonesQueryOptions(projectId, workerId);
  return useMutation({
    mutationFn: ({ zoneId, body }: { zoneId: number; body: WorkerZoneAccessUpdate }) =>
      saveWorkerZoneAccess(projectId, workerId, zoneId, body),
    onSuccess: (tree) => queryClient.setQueryData(queryKey, tree),
    // The zones area's screens show who has access: they read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['zones', projectId] }),
  });
}

export function useResetWorkerZoneAccess(projectId: number, workerId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getWorkerZonesQueryOptions(projectId, workerId);
  return useMutation({
    mutationFn: (zoneId: number) => resetWorkerZoneAccess(projectId, workerId, zoneId),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey: ['zones', projectId] });
    },
  });
}
