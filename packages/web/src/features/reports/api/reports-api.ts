import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DailyReportSchema,
  ProjectContractsResponseSchema,
  ReportFileSchema,
  TimesheetsReportSchema,
  WeeklyReportSchema,
  type ReportFormat,
  type ReportKind,
} from '@siteline/shared';
import { apiJson } from '@/lib/api-client.ts';
import { downloadFile } from '@/lib/download.ts';

/** The report calls (spec 001 §7 "Reports"); every parameter left out is the server's default. */
const reportsKey = (projectId: number) => ['projects', projectId, 'reports'] as const;

function query(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return search.toString();
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

/** Asks for the report's file (the query checked as the report checks it), then downloads it. */
export async function downloadReport(
  projectId: number,
  report: ReportKind,
  format: ReportFormat,
  params: Record<string, string | number | undefined>,
): Promise<void> {
  const file = await apiJson(
    `/api/v1/projects/${projectId}/reports/${report}/file?${query({ ...params, format })}`,
    ReportFileSchema,
  );
  await downloadFile(
    `/api/v1/report/downloadFile/?uid=${encodeURIComponent(file.uid)}`,
    file.FileName,
  );
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
