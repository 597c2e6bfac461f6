import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CreatedGatewayKeySchema,
  type CreatedGatewayKey,
  type CreateGatewayKeyBody,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { gatewayKeysPath, getGatewayKeysQueryOptions } from './get-gateway-keys.ts';

/** POST …/gateway-keys: the answer carries the key, the only time it is ever sent. */
export function createGatewayKey(
  projectId: number,
  body: CreateGatewayKeyBody,
): Promise<CreatedGatewayKey> {
  return apiJson(gatewayKeysPath(projectId), CreatedGatewayKeySchema, { method: 'POST', body });
}

/** The form shows the server's message under the name, so the generic alert stays out of it. */
export function useCreateGatewayKey(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateGatewayKeyBody) => createGatewayKey(projectId, body),
    meta: { handlesErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getGatewayKeysQueryOptions(projectId).queryKey }),
  });
}
