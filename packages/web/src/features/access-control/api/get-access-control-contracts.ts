import { queryOptions, useQuery } from '@tanstack/react-query';
import { AccessControlContractListSchema, type AccessControlContract } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** GET /api/v2/projects/{id}/access_control/contracts: the contract filter's choices. */
export function getAccessControlContracts(
  projectId: number,
  signal?: AbortSignal,
): Promise<AccessControlContract[]> {
  return apiJson(
    `/api/v2/projects/${projectId}/access_control/contracts`,
    AccessControlContractListSchema,
    { signal },
  );
}

export function getAccessControlContractsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: ['access-control', projectId, 'contracts'],
    queryFn: ({ signal }) => getAccessControlContracts(projectId, signal),
    staleTime: 60_000,
    meta: { silentErrors: true },
  });
}

export function useAccessControlContracts(projectId: number) {
  return useQuery(getAccessControlContractsQueryOptions(projectId));
}
