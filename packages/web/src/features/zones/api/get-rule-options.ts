import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  SEARCH_MIN_LENGTH,
  ZoneRuleContractListSchema,
  ZoneRuleWorkerOptionListSchema,
  type ZoneRuleContract,
  type ZoneRuleWorkerOption,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { zonesQueryKey } from './zones-keys.ts';

const optionsPath = (projectId: number, what: 'contracts' | 'workers') =>
  `/api/v1/projects/${projectId}/zones/rule-options/${what}`;

/** The project's contracts a zone rule may name. */
export function getRuleContracts(
  projectId: number,
  signal?: AbortSignal,
): Promise<ZoneRuleContract[]> {
  return apiJson(optionsPath(projectId, 'contracts'), ZoneRuleContractListSchema, { signal });
}

export function getRuleContractsQueryOptions(projectId: number) {
  return queryOptions({
    queryKey: [...zonesQueryKey(projectId), 'rule-contracts'],
    queryFn: ({ signal }) => getRuleContracts(projectId, signal),
    staleTime: 60_000,
  });
}

export function useRuleContracts(projectId: number) {
  return useQuery(getRuleContractsQueryOptions(projectId));
}

/** Workers whose name, trade or contract holds the text (from 3 characters, spec 002 §9). */
export function searchRuleWorkers(
  projectId: number,
  search: string,
  signal?: AbortSignal,
): Promise<ZoneRuleWorkerOption[]> {
  return apiJson(optionsPath(projectId, 'workers'), ZoneRuleWorkerOptionListSchema, {
    query: { search },
    signal,
  });
}

export function useRuleWorkers(projectId: number, search: string) {
  const text = search.trim();
  return useQuery({
    queryKey: [...zonesQueryKey(projectId), 'rule-workers', text],
    queryFn: ({ signal }) => searchRuleWorkers(projectId, text, signal),
    enabled: text.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
