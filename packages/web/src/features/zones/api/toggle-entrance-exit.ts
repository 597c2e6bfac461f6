import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZoneEntranceStateSchema, type ZoneEntranceState } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonePath, zonesQueryKey } from './zones-keys.ts';

/** POST v2/project_zones/{id}/toggleEntranceExit with the wanted state (a repeat is harmless). */
export function toggleEntranceExit(
  projectId: number,
  zoneId: number,
  isSiteEntranceExit: boolean,
): Promise<ZoneEntranceState> {
  return apiJson(zonePath(zoneId, '/toggleEntranceExit'), ZoneEntranceStateSchema, {
    method: 'POST',
    query: { projectId },
    body: { isSiteEntranceExit },
  });
}

/** spec 002 §8: its errors come as `errors[].errorMessage`, shown by the page. */
export function useToggleEntranceExit(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ zoneId, value }: { zoneId: number; value: boolean }) =>
      toggleEntranceExit(projectId, zoneId, value),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: zonesQueryKey(projectId) }),
  });
}
