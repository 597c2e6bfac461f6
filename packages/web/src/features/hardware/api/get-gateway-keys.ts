import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { GatewayKeySchema, type GatewayKey } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

const GatewayKeyListSchema = z.array(GatewayKeySchema);

export function gatewayKeysPath(projectId: number): string {
  return `/api/v2/projects/${projectId}/gateway-keys`;
}

/** GET …/gateway-keys: name, prefix and dates of each key; never the keys themselves. */
export function getGatewayKeys(projectId: number, signal?: AbortSignal): Promise<GatewayKey[]> {
  return apiJson(gatewayKeysPath(projectId), GatewayKeyListSchema, { signal });
}

export function getGatewayKeysQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['hardware', projectId, 'gateway-keys'] as const,
    queryFn: ({ signal }) => getGatewayKeys(projectId, signal),
  });
}

export function useGatewayKeys(projectId: number, enabled = true) {
  return useQuery({ ...getGatewayKeysQueryOptions(projectId), enabled });
}
