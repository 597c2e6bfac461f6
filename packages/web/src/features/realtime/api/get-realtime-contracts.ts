import { queryOptions, useQuery } from '@tanstack/react-query';
import { RealtimeContractListSchema, type RealtimeContract } from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { realtimePath, realtimeQueryKey } from './realtime-keys.ts';

/** GET …/realtime/contracts: the contract filter's choices, with their team flags. */
export function getRealtimeContracts(
  projectId: number,
  signal?: AbortSignal,
): Promise<RealtimeContract[]> {
  return apiJson(realtimePath(projectId, '/contracts'), RealtimeContractListSchema, { signal });
}

export function getRealtimeContractsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...realtimeQueryKey(projectId), 'contracts'],
    queryFn: ({ signal }) => getRealtimeContracts(projectId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useRealtimeContracts(projectId: number) {
  return useQuery(getRealtimeContractsQueryOptions(projectId));
}
