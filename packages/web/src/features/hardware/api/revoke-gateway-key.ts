import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client.ts';
import { gatewayKeysPath, getGatewayKeysQueryOptions } from './get-gateway-keys.ts';

/** DELETE …/gateway-keys/{id}: the key is refused from now on; its row stays, marked revoked. */
export async function revokeGatewayKey(projectId: number, gatewayKeyId: number): Promise<void> {
  await apiFetch(`${gatewayKeysPath(projectId)}/${gatewayKeyId}`, { method: 'DELETE' });
}

export function useRevokeGatewayKey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gatewayKeyId: number) => revokeGatewayKey(projectId, gatewayKeyId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getGatewayKeysQueryOptions(projectId).queryKey }),
  });
}
