import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  BreakoutReportSchema,
  type BreakoutReport,
  type GroupBy,
  type RollupType,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

export interface BreakoutRequest {
  rollupType: RollupType;
  groupBy: GroupBy;
  contractId?: number;
  divisionId?: number;
  startDate: string;
  endDate: string;
}

/** GET /api/v1/projects/{id}/breakout-report (spec 000 §7 "Contract and division breakout report"). */
export function getBreakoutReport(
  projectId: number,
  request: BreakoutRequest,
  signal?: AbortSignal,
): Promise<BreakoutReport> {
  return apiJson(`/api/v1/projects/${projectId}/breakout-report`, BreakoutReportSchema, {
    query: { ...request },
    signal,
  });
}

export function getBreakoutReportQueryOptions(projectId: number, request: BreakoutRequest) {
  return queryOptions({
    queryKey: ['dashboards', projectId, 'breakout-report', request],
    queryFn: ({ signal }) => getBreakoutReport(projectId, request, signal),
  });
}

/**
 * Another period type or range keeps the chart on screen until the new periods arrive; nothing
 * is asked while the range cannot be (null).
 */
export function useBreakoutReport(projectId: number, request: BreakoutRequest | null) {
  return useQuery({
    ...getBreakoutReportQueryOptions(projectId, request ?? EMPTY),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

const EMPTY: BreakoutRequest = {
  rollupType: 'Daily',
  groupBy: 'Contractor',
  startDate: '',
  endDate: '',
};
