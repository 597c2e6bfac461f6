import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZoneRulesSchema, type ZoneRules, type ZoneRulesUpdate } from '@siteline/shared';
import { apiJson, apiFetch } from '@/lib/api-client.ts';
import { getZoneRulesQueryOptions } from './get-zone-rules.ts';
import { zoneRulesPath, zonesQueryKey } from './zones-keys.ts';

/** The zone rules save (spec 002 §7, version 1): default status, contract and worker rules. */
export function saveZoneRules(
  projectId: number,
  zoneId: number,
  body: ZoneRulesUpdate,
): Promise<ZoneRules> {
  return apiJson(zoneRulesPath(projectId, zoneId, '/rules'), ZoneRulesSchema, {
    method: 'PUT',
    body,
  });
}

/** Resets a worker's own rule in the zone (spec 002 §3: offered for AssignmentLevel WORKER). */
export async function resetWorkerRule(
  projectId: number,
  zoneId: number,
  workerId: number,
): Promise<void> {
  await apiFetch(zoneRulesPath(projectId, zoneId, `/rules/workers/${workerId}`), {
    method: 'DELETE',
  });
}

/** The editor says "Something went wrong saving zone rules!" itself (spec 002 §8). */
export function useSaveZoneRules(projectId: number, zoneId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ZoneRulesUpdate) => saveZoneRules(projectId, zoneId, body),
    meta: { handlesErrors: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(getZoneRulesQueryOptions(projectId, zoneId).queryKey, saved);
      // The detail's rules in force, the workers tab and the tree's statuses follow the rules.
      await queryClient.invalidateQueries({ queryKey: zonesQueryKey(projectId) });
    },
  });
}

export function useResetWorkerRule(projectId: number, zoneId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workerId: number) => resetWorkerRule(projectId, zoneId, workerId),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryKey(projectId) }),
  });
}
