import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  CompletionReportSchema,
  DailyReportSchema,
  ProjectContractsResponseSchema,
  TagTypeListSchema,
  TimesheetsReportSchema,
  UndetectedTagsReportSchema,
  WeeklyReportSchema,
  ZoneTimesheetsReportSchema,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';

/** The report calls (spec 001 §7 "Reports"); every parameter left out is the server's default. */
const reportsKey = (projectId: number) => ['projects', projectId, 'reports'] as const;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
}

/** The tag types the project's badges are of (spec 002 §7: the SafeProx file needs type 5). */
export function useReportTagTypes(projectId: number) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'tag-types'],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/reports/tag-types`, TagTypeListSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

export interface DailyParams {
  dailyDate?: string;
  tradeFilter: number;
  projectZoneId?: number;
}
export function useDailyReport(projectId: number, params: DailyParams) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'daily', params],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/projects/${projectId}/reports/daily?${query({ ...params })}`,
        DailyReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export interface WeeklyParams {
  weeklyDate?: string;
  tradeFilter: number;
  projectZoneId?: number;
}
export function useWeeklyReport(projectId: number, params: WeeklyParams) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'weekly', params],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/projects/${projectId}/reports/weekly?${query({ ...params })}`,
        WeeklyReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export interface TimesheetsParams {
  startDate: string;
  endDate: string;
  filterContractId: number;
  page: number;
  pageSize: number;
  orderBy?: string;
  reverse?: boolean;
}
export function useTimesheetsReport(projectId: number, params: TimesheetsParams, enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'timesheets', params],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/report/${projectId}/worker-timesheets?${query({
          ...params,
          reverse: params.reverse ? 'true' : undefined,
        })}`,
        TimesheetsReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The contract picker's contracts (spec 001 §9: list size 10000). */
export function useReportContracts(projectId: number) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'contracts'],
    queryFn: ({ signal }) =>
      apiJson(`/api/v1/projects/${projectId}/contracts`, ProjectContractsResponseSchema, {
        query: { page: 1, pageSize: 10000, includeChildren: false },
        signal,
      }),
    staleTime: 60_000,
  });
}

export interface RangeParams {
  startDate: string;
  endDate: string;
}

export function useUndetectedReport(projectId: number, params: RangeParams, enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'undetected', params],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/project/${projectId}/adhoc_reports/undetected_tags?${query({
          startDateInclusive: params.startDate,
          endDateInclusive: params.endDate,
        })}`,
        UndetectedTagsReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useZoneReport(
  projectId: number,
  params: RangeParams & { zoneIds: readonly number[] },
  enabled: boolean,
) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'zone', params],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v2/reports/${projectId}/zoneTimesheets?${query({
          startDateInclusive: params.startDate,
          endDateInclusive: params.endDate,
          projectZonesIds: params.zoneIds.join(',') || undefined,
        })}`,
        ZoneTimesheetsReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useCompletionReport(projectId: number, params: RangeParams, enabled: boolean) {
  return useQuery({
    queryKey: [...reportsKey(projectId), 'completion', params],
    queryFn: ({ signal }) =>
      apiJson(
        `/api/v1/projects/${projectId}/reports/completion?${query({ ...params })}`,
        CompletionReportSchema,
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}
