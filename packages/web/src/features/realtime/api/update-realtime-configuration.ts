import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  RealtimeConfigurationSchema,
  type RealtimeConfiguration,
  type RealtimeConfigurationUpdate,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { getRealtimeConfigurationQueryOptions } from './get-realtime-configuration.ts';
import { realtimePath } from './realtime-keys.ts';

/** PUT …/realtime/configuration: answers the saved configuration. */
export function updateRealtimeConfiguration(
  projectId: number,
  body: RealtimeConfigurationUpdate,
): Promise<RealtimeConfiguration> {
  return apiJson(realtimePath(projectId, '/configuration'), RealtimeConfigurationSchema, {
    method: 'PUT',
    body,
  });
}

export function useUpdateRealtimeConfiguration(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RealtimeConfigurationUpdate) => updateRealtimeConfiguration(projectId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(getRealtimeConfigurationQueryOptions(projectId).queryKey, saved);
    },
  });
}
