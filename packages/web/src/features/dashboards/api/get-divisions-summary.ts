import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  DivisionsSummarySchema,
  type DateFilter,
  type DivisionsSummary,
  type TradeFilter,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

export interface DivisionsSummaryFilters {
  tradeFilter: TradeFilter;
  dateFilter: DateFilter;
}

/**
 * GET /api/v1/projects/{id}/divisions-summary (spec 000 §7 "Divisions summary"): a division adds
 * up its contracts, so the filters choose the contracts on the server before the sums.
 */
export function getDivisionsSummary(
  projectId: number,
  filters: DivisionsSummaryFilters,
  signal?: AbortSignal,
): Promise<DivisionsSummary> {
  return apiJson(`/api/v1/projects/${projectId}/divisions-summary`, DivisionsSummarySchema, {
    query: { ...filters },
    signal,
  });
}

export function getDivisionsSummaryQueryOptions(
  projectId: number,
  filters: DivisionsSummaryFilters,
) {
  return queryOptions({
    queryKey: ['dashboards', projectId, 'divisions-summary', filters],
    queryFn: ({ signal }) => getDivisionsSummary(projectId, filters, signal),
  });
}

export function useDivisionsSummary(projectId: number, filters: DivisionsSummaryFilters) {
  return useQuery({
    ...getDivisionsSummaryQueryOptions(projectId, filters),
    placeholderData: keepPreviousData,
  });
}
